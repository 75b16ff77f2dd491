import styled from 'styled-components';
import { formatMoney } from '@/lib/format/money';
import { theme } from '@/styles/theme';

const Placeholder = styled.span`
  border-radius: 4px;
  background: ${theme.colors.surfaceHover};
  color: transparent;
  font-variant-numeric: tabular-nums;
  user-select: none;
`;

/**
 * An amount of the player's balance, or — until the first balance answer has arrived — a
 * placeholder of the same size (never a made-up €0.00). The placeholder holds a typical amount
 * in transparent text, so the space it takes matches the figure that replaces it.
 */
export function BalanceAmount({ amount, className, testId }: { amount: number | null | undefined; className?: string; testId?: string }) {
  if (amount === null || amount === undefined) {
    return (
      <Placeholder className={className} aria-hidden="true" data-balance-placeholder data-testid={testId}>
        €000.00
      </Placeholder>
    );
  }
  return (
    <span className={className} data-testid={testId}>
      {formatMoney(amount)}
    </span>
  );
}
