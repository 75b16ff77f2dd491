import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { EmeraldButton, PrimaryButton } from '@/components/common/ui';
import { formatMoney } from '@/lib/format/money';
import { balanceWithdrawable } from '@/lib/wallet/withdrawRules';
import { BalanceAmount } from './BalanceAmount';
import { selectBalance, useAppSelector } from '@/store';
import { theme } from '@/styles/theme';

const Box = styled.div`
  margin-bottom: ${theme.space.md};
  padding-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
  margin: 0 0 ${theme.space.sm};
  & dt {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & dd {
    margin: 0;
    font-weight: 700;
    font-size: ${theme.fontSizes.lg};
  }
`;

const Bar = styled.div`
  margin-bottom: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  & .label {
    display: flex;
    justify-content: space-between;
    color: ${theme.colors.textMuted};
    margin-bottom: 4px;
  }
  & .track {
    height: 8px;
    border-radius: 4px;
    background: ${theme.colors.bgDeep};
    overflow: hidden;
  }
  & .fill {
    height: 100%;
    background: ${theme.colors.gold};
  }
`;

const Buttons = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space.sm};
`;

/** Which wallet pages the profile main page opens. */
export type WalletPageKey = 'deposit' | 'withdraw';

/**
 * The wallet part of the profile main page: withdrawable cash, promo balance, the wagering
 * progress bar (currentTurnover out of totalTurnover, the turnover the player's bonuses need; no
 * bar but a line saying so when no turnover is required: a full bar over "€0.00 / €0.00" read as
 * progress) and the deposit and withdraw buttons.
 */
export function ProfileWallet({ onOpen }: { onOpen: (page: WalletPageKey) => void }) {
  const { t } = useTranslation('wallet');
  const balance = useAppSelector(selectBalance);
  const current = Math.max(0, balance?.currentTurnover ?? 0);
  const total = Math.max(0, balance?.totalTurnover ?? 0);
  const percent = total > 0 ? Math.min(100, Math.round((current / total) * 100)) : 100;
  // Unknown until the balance arrives: the bar's room is kept meanwhile.
  const required = !balance || total > 0;
  return (
    <Box data-testid="profile-wallet">
      <Figures>
        <div>
          <dt>{t('profile.withdrawable')}</dt>
          <dd>
            <BalanceAmount amount={balance ? balanceWithdrawable(balance) : null} testId="profile-withdrawable" />
          </dd>
        </div>
        <div>
          <dt>{t('profile.promo')}</dt>
          <dd>
            <BalanceAmount amount={balance ? (balance.promo ?? 0) : null} testId="profile-promo" />
          </dd>
        </div>
      </Figures>
      {required ? (
        <Bar>
          <div className="label" id="profile-wagering-label">
            <span>{t('profile.wagering')}</span>
            <span>{t('profile.wageringProgress', { current: formatMoney(current), total: formatMoney(total) })}</span>
          </div>
          <div
            className="track"
            role="progressbar"
            aria-labelledby="profile-wagering-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('profile.wageringProgress', { current: formatMoney(current), total: formatMoney(total) })}
          >
            <div className="fill" style={{ width: `${percent}%` }} />
          </div>
        </Bar>
      ) : (
        <Bar>
          <div className="label">
            <span>{t('profile.wagering')}</span>
            <span data-testid="profile-no-wagering">{t('profile.noWagering')}</span>
          </div>
        </Bar>
      )}
      <Buttons>
        <EmeraldButton type="button" onClick={() => onOpen('deposit')}>
          {t('profile.deposit')}
        </EmeraldButton>
        <PrimaryButton type="button" onClick={() => onOpen('withdraw')}>
          {t('profile.withdraw')}
        </PrimaryButton>
      </Buttons>
    </Box>
  );
}
