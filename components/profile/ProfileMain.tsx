import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { ProfileWallet } from '@/components/wallet/ProfileWallet';
import { formatMoney } from '@/lib/format/money';
import { selectBalance, selectPlayer, useAppSelector } from '@/store';
import { BonusCountBadge } from '@/components/bonuses/BonusCountBadge';
import { LoyaltyBox } from '@/components/bonuses/LoyaltyBox';
import { Avatar } from '@/components/layout/Avatar';
import { PageRows } from './styles';
import { theme } from '@/styles/theme';

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  padding-bottom: ${theme.space.md};
  margin-bottom: ${theme.space.md};
  border-bottom: 1px solid ${theme.colors.border};
  & strong {
    display: block;
    font-size: ${theme.fontSizes.lg};
  }
  & span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The rows of the profile main page, in docs/product/screens.md's order (logout is added by the panel). */
const PROFILE_ROWS = [
  'campaigns',
  'customer-support',
  'transactions',
  'pending-withdraws',
  'settings',
  'responsible-gaming',
  'play-overview',
  'documents',
] as const;
type ProfileRowKey = (typeof PROFILE_ROWS)[number];

export interface ProfileMainProps {
  onOpen: (page: ProfileRowKey | 'deposit' | 'withdraw') => void;
  label: (page: ProfileRowKey) => string;
}

/** Profile main: avatar, nickname, balance, the wallet block, loyalty points and the rows; the campaigns row has the bonus count badge from 1. */
export function ProfileMain({ onOpen, label }: ProfileMainProps) {
  const { t } = useTranslation('common');
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  return (
    <section data-profile-page="profile">
      <Summary>
        <Avatar size={56} />
        <div>
          <strong>{player?.nickName ?? ''}</strong>
          {balance && (
            <span>
              {t('nav.balance')}: {formatMoney(balance.balance)}
            </span>
          )}
        </div>
      </Summary>
      <ProfileWallet onOpen={onOpen} />
      <LoyaltyBox />
      <PageRows>
        {PROFILE_ROWS.map((row) => (
          <li key={row}>
            <button type="button" className="row" onClick={() => onOpen(row)} data-row={row}>
              {label(row)}
              <span className="end">
                {row === 'campaigns' && <BonusCountBadge />}
                <span aria-hidden="true">›</span>
              </span>
            </button>
          </li>
        ))}
      </PageRows>
    </section>
  );
}
