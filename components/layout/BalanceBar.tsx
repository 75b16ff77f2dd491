import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { selectBalance, selectIsLoggedIn, selectPlayer, useAppSelector } from '@/store';
import { primaryStyle } from '@/components/common/ui';
import { BalanceAmount } from '@/components/wallet/BalanceAmount';
import { DepositButton } from '@/components/wallet/DepositButton';

/*
 * Fixed just above the bottom navigation, not in the page's flow: it appears once the player has
 * loaded after hydration, and the page under it does not move (the layout keeps room for it at
 * the bottom).
 * - The balance keeps room for a typical amount, so the balance replacing its placeholder moves
 *    nothing beside it.
 */
const Bar = styled.div`
  position: fixed;
  left: 0;
  right: 0;
  bottom: calc(${theme.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px));
  z-index: ${theme.zIndices.bottomNav};
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${theme.layout.balanceBarHeight};
  padding: 0 ${theme.space.md};
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  ${media.up('md')} {
    display: none;
  }
  gap: ${theme.space.sm};
  & .nick {
    flex: 1 1 auto;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .amount {
    color: ${theme.colors.gold};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  & .balance {
    flex: none;
    min-width: 15ch;
  }
`;

const BarDeposit = styled(DepositButton)`
  ${primaryStyle};
  min-height: 36px;
  padding: 0 ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;
`;

/** Compact mobile balance bar (logged in; hidden on game pages by the layout). */
export function BalanceBar() {
  const { t } = useTranslation('common');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const balance = useAppSelector(selectBalance);
  const player = useAppSelector(selectPlayer);
  if (!isLoggedIn) return null;
  return (
    <Bar data-testid="balance-bar">
      <span className="nick">{player?.nickName}</span>
      <span className="balance">
        {t('nav.balance')}: <BalanceAmount className="amount" amount={balance?.balance} testId="bar-balance" />
      </span>
      <BarDeposit />
    </Bar>
  );
}
