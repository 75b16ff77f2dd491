import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { primaryStyle } from '@/components/common/ui';
import { GameRow } from '@/components/games/GameRow';
import { BalanceAmount } from '@/components/wallet/BalanceAmount';
import { DepositButton } from '@/components/wallet/DepositButton';
import { href, type Locale } from '@/lib/routes';
import { selectBalance, selectPlayer, selectRecentGames, useAppSelector } from '@/store';
import { theme } from '@/styles/theme';

/**
 * - It stretches to fill the deposit block's slot (the hidden form's room, its vertical margins
 *    included).
 * - The amount is on a line of its own: the amount replacing its placeholder (another width)
 *    changes no line break.
 */
const Box = styled.section`
  display: flex;
  align-self: stretch;
  align-content: center;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin: ${theme.space.lg} 0;
  padding: ${theme.space.lg};
  border-radius: ${theme.radii.xl};
  background: ${theme.gradients.hero};
  border: 1px solid ${theme.colors.border};
  & h2 {
    margin: 0 0 ${theme.space.xxs};
    font-size: ${theme.fontSizes.xl};
  }
  & p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
  & .amount {
    display: block;
    color: ${theme.colors.gold};
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }
`;

const Deposit = styled(DepositButton)`
  ${primaryStyle};
  min-height: 48px;
  padding: 0 ${theme.space.xl};
`;

/**
 * The home page's greeting for a logged-in player: balance and deposit (`part="box"`, which fills
 * the deposit block's slot of components/content/HomeContent) and the games played last
 * (`part="recent"`, below it).
 */
export function WelcomeBack({ locale, part }: { locale: Locale; part: 'box' | 'recent' }) {
  const { t } = useTranslation('help');
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const recent = useAppSelector(selectRecentGames);
  if (part === 'recent') {
    return recent && recent.length > 0 ? (
      <GameRow
        title={t('home.recent')}
        href={href('lastPlayed', {}, locale)}
        games={recent.slice(0, 12)}
        count={recent.length}
        locale={locale}
      />
    ) : null;
  }
  return (
    <Box data-testid="welcome-back" aria-labelledby="welcome-back-title">
      <div>
        <h2 id="welcome-back-title">
          {player?.nickName?.trim() ? t('home.welcome', { name: player.nickName.trim() }) : t('home.welcomeNoName')}
        </h2>
        <p>
          {t('home.welcomeText')} <BalanceAmount className="amount" amount={balance?.balance} />
        </p>
      </div>
      <Deposit />
    </Box>
  );
}
