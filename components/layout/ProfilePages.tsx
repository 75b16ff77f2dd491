import { useTranslation } from 'next-i18next/pages';
import styled from 'styled-components';
import { BonusCountBadge } from '@/components/bonuses/BonusCountBadge';
import { CampaignsView } from '@/components/bonuses/CampaignsView';
import { LoyaltyBox } from '@/components/bonuses/LoyaltyBox';
import { TransactionsPanel } from '@/components/transactions/TransactionsPanel';
import { ProfileWallet } from '@/components/wallet/ProfileWallet';
import { isWalletPanelPage, WalletPage } from '@/components/wallet/WalletPage';
import { selectBalance, selectPlayer, useAppSelector } from '@/store';
import { Avatar } from './Avatar';
import { formatMoney } from '@/lib/format/money';

/** Profile page keys of docs/product/screens.md "Profile pages". */
export type ProfilePageKey =
  | 'profile'
  | 'settings'
  | 'campaigns'
  | 'transactions'
  | 'responsible-gaming'
  | 'documents'
  | 'customer-support'
  | 'deposit'
  | 'withdraw'
  | 'pending-withdraws';

export const PROFILE_ROOT: ProfilePageKey = 'profile';

const ROWS: ProfilePageKey[] = ['campaigns', 'customer-support', 'transactions', 'pending-withdraws', 'settings', 'responsible-gaming', 'documents'];

/** Labels of the profile pages, by key, in the common namespace. */
export const PROFILE_PAGE_LABELS: Record<ProfilePageKey, string> = {
  profile: 'profilePages.profile',
  settings: 'profilePages.settings',
  campaigns: 'profilePages.campaigns',
  transactions: 'profilePages.transactions',
  'responsible-gaming': 'profilePages.responsibleGaming',
  documents: 'profilePages.documents',
  'customer-support': 'profilePages.customerSupport',
  deposit: 'wallet:pages.deposit',
  withdraw: 'wallet:pages.withdraw',
  'pending-withdraws': 'wallet:pages.pendingWithdraws',
};

const Summary = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & strong { display: block; font-size: ${({ theme }) => theme.fontSizes.lg}; }
  & span { color: ${({ theme }) => theme.colors.textMuted}; font-size: ${({ theme }) => theme.fontSizes.sm}; }
`;

const Rows = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & button {
    display: flex;
    justify-content: space-between;
    align-items: center;
    width: 100%;
    min-height: 48px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border: 0;
    border-radius: ${({ theme }) => theme.radii.md};
    background: transparent;
    color: ${({ theme }) => theme.colors.text};
    text-align: left;
    cursor: pointer;
  }
  & button:hover { background: ${({ theme }) => theme.colors.surfaceHover}; }
`;

/** One page of the profile stack (the contents of each page come with the account tasks). */
export function ProfilePage({ page, onOpen }: { page: ProfilePageKey; onOpen: (page: ProfilePageKey) => void }) {
  const { t } = useTranslation('common');
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  if (page === 'transactions') {
    return (
      <section aria-label={t(PROFILE_PAGE_LABELS[page])}>
        <TransactionsPanel />
      </section>
    );
  }
  if (page === 'campaigns') {
    return (
      <section aria-label={t(PROFILE_PAGE_LABELS[page])} data-profile-page={page}>
        <CampaignsView />
      </section>
    );
  }
  if (isWalletPanelPage(page)) {
    return (
      <section aria-label={t(PROFILE_PAGE_LABELS[page])} data-profile-page={page}>
        <WalletPage page={page} />
      </section>
    );
  }
  if (page !== PROFILE_ROOT) {
    return (
      <section aria-label={t(PROFILE_PAGE_LABELS[page])} data-profile-page={page}>
        <p>{t('comingSoon')}</p>
      </section>
    );
  }
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
      <Rows>
        {ROWS.map((row) => (
          <li key={row}>
            <button type="button" onClick={() => onOpen(row)}>
              {t(PROFILE_PAGE_LABELS[row])}
              {row === 'campaigns' && <BonusCountBadge />}
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ))}
      </Rows>
    </section>
  );
}
