import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRouter } from 'next/router';
import { useEffect, useId, useState } from 'react';
import { SecondaryButton } from '@/components/common/ui';
import { formatSessionTime } from '@/lib/account/sessionTime';
import { href, toLocale } from '@/lib/routes';
import { LOSS_KINDS } from '@/lib/validation/limits';
import { DEFAULT_SESSION_TIMER, selectIsLoggedIn, selectSessionTimer, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { CoolOffSection } from './CoolOffSection';
import { LossLimitAccordion } from './LossLimitAccordion';
import { RealityCheckSetting } from './RealityCheckSetting';
import { SecondaryLink, Section } from './styles';

/** Time since login (hours and minutes), updated every 10 s; nothing before the timer starts. */
function SessionTime() {
  const { t } = useTranslation('limits');
  const start = useAppSelector(selectSessionTimer);
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    const tick = () => setNow(Date.now());
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 10_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, []);
  if (start === DEFAULT_SESSION_TIMER || now === null) return null;
  return <p data-testid="session-time">{t('sessionTime', { time: formatSessionTime(Math.max(0, now - Number(start))) })}</p>;
}

/**
 * The responsible-gaming screen (route profileLimits and the profile page 'responsible-gaming'):
 * session time, cool-off, the daily, weekly and monthly loss limits and the reality check, and the
 * way to the player's overview of their play: in the profile panel its page in the stack, on the
 * route page a link to its route.
 */
export function LimitsScreen({ onOpenOverview }: { onOpenOverview?: () => void }) {
  const { t } = useTranslation('limits');
  const locale = useRouter()?.locale;
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const id = useId();

  // Fresh numbers when the screen opens; the 5 s polling keeps them current.
  useEffect(() => {
    if (isLoggedIn) void loadProfile().then(({ fetchLimits }) => dispatch(fetchLimits()));
  }, [dispatch, isLoggedIn]);

  return (
    <div data-testid="limits-screen">
      <p>{t('intro')}</p>
      <p>
        {onOpenOverview ? (
          <SecondaryButton type="button" onClick={onOpenOverview}>
            {t('overview.link')}
          </SecondaryButton>
        ) : (
          <SecondaryLink href={href('playOverview', {}, toLocale(locale))}>{t('overview.link')}</SecondaryLink>
        )}
      </p>
      <SessionTime />
      <CoolOffSection />
      <Section aria-labelledby={`${id}-loss`}>
        <h2 id={`${id}-loss`}>{t('loss.title')}</h2>
        {LOSS_KINDS.map((kind) => (
          <LossLimitAccordion key={kind} kind={kind} defaultOpen={kind === 'dailyLoss'} />
        ))}
      </Section>
      <RealityCheckSetting />
    </div>
  );
}
