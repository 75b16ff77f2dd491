import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { ErrorBox } from '@/components/account/ErrorBox';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDate } from '@/lib/format/date';
import { href } from '@/lib/routes';
import { selectIsLoggedIn, useAppSelector, type RootState } from '@/store';
import { prizeText } from './prizeText';
import { Item, ItemList, Muted, ProgressTrack, Section } from './styles';
import { profileThunk, usePlatformRead, usePlatformRefresh } from '@/store/usePlatformRead';
import type { BonusGameAnswer, GoldRushAnswer, WheelPrize } from '@/lib/bonuses/types';

type Programme = 'bonusGame' | 'goldRush';
type Progress = BonusGameAnswer | GoldRushAnswer;

/** Progress toward the next level (percent). */
function percentToNext(progress: Progress): number {
  if (!progress.nextLevel) return 100;
  const previous = progress.rewards.filter((r) => r.points <= progress.points).at(-1)?.points ?? 0;
  const span = progress.nextLevel.points - previous;
  return span > 0 ? Math.min(100, Math.round(((progress.points - previous) / span) * 100)) : 0;
}

/**
 * The bonus game and the gold rush pages: points (gold nuggets) from real-money play, the
 * level reached, progress to the next level, and every level's reward (credited or locked).
 * The bonus game's answer is the profile's bonusGameRewards; the gold rush is this page's own.
 */
export function ProgrammeView({ programme }: { programme: Programme }) {
  const { t } = useTranslation('bonuses');
  const { locale } = useCurrentRoute();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // The bonus game's answer is the profile's, read again as the page opens; the gold rush is this page's own.
  const bonusGame = useAppSelector((state: RootState) => state.profile.bonusGameRewards) as BonusGameAnswer | null;
  const bonusGameRead = usePlatformRefresh(
    profileThunk((profile) => profile.fetchBonusGameRewards()),
    { enabled: isLoggedIn && programme === 'bonusGame' },
  );
  const goldRushRead = usePlatformRead(
    profileThunk((profile) => profile.fetchGoldRush()),
    { enabled: isLoggedIn && programme === 'goldRush' },
  );
  const goldRush = programme === 'goldRush' ? goldRushRead.data : null;
  const readFailure = programme === 'bonusGame' ? bonusGameRead.failure : goldRushRead.failure;
  const failure: ErrorMessage | null = readFailure && errorMessageForFailure(readFailure, 'default', locale);

  if (!isLoggedIn) {
    return (
      <>
        <Muted>{t(`${programme}.intro`)}</Muted>
        <Muted>
          <Link href={href('login', {}, locale)} locale={false}>
            {t('programme.loginNeeded')}
          </Link>
        </Muted>
      </>
    );
  }
  const progress: Progress | null =
    programme === 'bonusGame' ? (bonusGame && Array.isArray(bonusGame.rewards) ? bonusGame : null) : goldRush;
  if (!progress) return failure ? <ErrorBox message={failure} /> : <Muted>{t('loading')}</Muted>;
  const percent = percentToNext(progress);
  const progressText = progress.nextLevel
    ? t(`${programme}.toNext`, { points: progress.nextLevel.points - progress.points, level: progress.nextLevel.level })
    : t('programme.allLevels');
  return (
    <Section aria-labelledby={`${programme}-progress`} data-testid={`${programme}-view`}>
      <Muted>{t(`${programme}.intro`)}</Muted>
      {goldRush && programme === 'goldRush' && (
        <p>
          {t('goldRush.week', { start: formatLongDate(goldRush.startTime, locale), end: formatLongDate(goldRush.endTime - 1, locale) })}
        </p>
      )}
      <h2 id={`${programme}-progress`}>{t(`${programme}.points`, { points: progress.points })}</h2>
      <p data-testid={`${programme}-level`}>{t('programme.level', { level: progress.level, max: progress.maxPrizes })}</p>
      <ProgressTrack
        role="progressbar"
        aria-labelledby={`${programme}-progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={progressText}
      >
        <div style={{ width: `${percent}%` }} />
      </ProgressTrack>
      <p>{progressText}</p>
      <h3>{t('programme.rewards')}</h3>
      <ItemList>
        {progress.rewards.map((reward) => (
          <Item key={reward.level} data-testid={`${programme}-reward`} data-status={reward.status}>
            <h4>{t('programme.rewardLevel', { level: reward.level, points: reward.points })}</h4>
            <p>{prizeText(t, reward.prize as WheelPrize)}</p>
            <p>{reward.status === 'credited' ? t('programme.credited') : t('programme.locked')}</p>
          </Item>
        ))}
      </ItemList>
    </Section>
  );
}
