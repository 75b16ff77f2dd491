import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { selectBalance, selectIsLoggedIn, selectPlayer, useAppSelector } from '@/store';
import { formatMoney } from '@/lib/format/money';

const Bar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: ${({ theme }) => theme.layout.balanceBarHeight};
  padding: 0 ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.up('md')} { display: none; }
  & .amount { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; font-variant-numeric: tabular-nums; }
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
      <span>{player?.nickName}</span>
      <span>
        {balance && (
          <>
            {t('nav.balance')}: <span className="amount">{formatMoney(balance.balance)}</span>
          </>
        )}
      </span>
    </Bar>
  );
}
