import { useTranslation } from '@/lib/i18n/useTranslation';
import dynamic from 'next/dynamic';
import { isWalletPanelPage } from '@/components/wallet/walletPages';
import { PROFILE_PAGE_LABELS, PROFILE_ROOT, type ProfilePageKey } from './profilePageKeys';
import type { TransactionKind } from '@/lib/transactions/types';

/*
 * The profile pages load when the player opens them (the dropdown or the side panel is closed at
 * first paint), so the shared bundle carries none of their forms (docs/decisions.md#client-bundle).
 */
const AvatarPage = dynamic(() => import('@/components/profile/AvatarPage').then((m) => m.AvatarPage));
const ClosePage = dynamic(() => import('@/components/profile/ClosePage').then((m) => m.ClosePage));
const CustomerSupportPage = dynamic(() => import('@/components/profile/CustomerSupportPage').then((m) => m.CustomerSupportPage));
const DocumentsPage = dynamic(() => import('@/components/profile/DocumentsPage').then((m) => m.DocumentsPage));
const MarketingPage = dynamic(() => import('@/components/profile/MarketingPage').then((m) => m.MarketingPage));
const PhonePage = dynamic(() => import('@/components/profile/PhonePage').then((m) => m.PhonePage));
const ProfileMain = dynamic(() => import('@/components/profile/ProfileMain').then((m) => m.ProfileMain));
const SettingsPage = dynamic(() => import('@/components/profile/SettingsPage').then((m) => m.SettingsPage));
const UploadDocumentsPage = dynamic(() => import('@/components/profile/UploadDocumentsPage').then((m) => m.UploadDocumentsPage));
const UserDataPage = dynamic(() => import('@/components/profile/UserDataPage').then((m) => m.UserDataPage));
const VerificationPage = dynamic(() => import('@/components/profile/VerificationPage').then((m) => m.VerificationPage));
const LimitsScreen = dynamic(() => import('@/components/limits/LimitsScreen').then((m) => m.LimitsScreen));
const PlayOverviewScreen = dynamic(() => import('@/components/playOverview/PlayOverviewScreen').then((m) => m.PlayOverviewScreen));
const CampaignsView = dynamic(() => import('@/components/bonuses/CampaignsView').then((m) => m.CampaignsView));
const TransactionsPanel = dynamic(() => import('@/components/transactions/TransactionsPanel').then((m) => m.TransactionsPanel));
const WalletPage = dynamic(() => import('@/components/wallet/WalletPage').then((m) => m.WalletPage));

/** The single-list transaction pages and their lists. */
const TRANSACTION_PAGES: Partial<Record<ProfilePageKey, TransactionKind>> = {
  deposits: 'deposits',
  withdraws: 'withdraws',
  'game-actions': 'gameActions',
};
const TRANSACTION_PAGE_OF: Record<TransactionKind, ProfilePageKey> = {
  deposits: 'deposits',
  withdraws: 'withdraws',
  gameActions: 'game-actions',
};

export interface ProfilePageProps {
  page: ProfilePageKey;
  onOpen: (page: ProfilePageKey) => void;
  /** One step back in the stack (e.g. after an upload's results). */
  onBack: () => void;
}

/** One page of the profile stack (the desktop dropdown and the mobile side panel show the same pages). */
export function ProfilePage({ page, onOpen, onBack }: ProfilePageProps) {
  const { t } = useTranslation(['common', 'profile', 'wallet']);
  const label = t(PROFILE_PAGE_LABELS[page]);
  const transactionKind = TRANSACTION_PAGES[page];
  let content;
  if (page === PROFILE_ROOT) return <ProfileMain onOpen={onOpen} label={(row) => t(PROFILE_PAGE_LABELS[row])} />;
  else if (page === 'transactions') content = <TransactionsPanel onOpenList={(kind) => onOpen(TRANSACTION_PAGE_OF[kind])} />;
  else if (transactionKind) content = <TransactionsPanel kinds={[transactionKind]} />;
  else if (isWalletPanelPage(page)) content = <WalletPage page={page} />;
  else if (page === 'settings') content = <SettingsPage onOpen={onOpen} />;
  else if (page === 'user') content = <UserDataPage />;
  else if (page === 'avatar') content = <AvatarPage />;
  else if (page === 'marketing') content = <MarketingPage />;
  else if (page === 'phone') content = <PhonePage />;
  else if (page === 'verification') content = <VerificationPage onOpen={onOpen} />;
  else if (page === 'close') content = <ClosePage onOpenSupport={() => onOpen('customer-support')} />;
  else if (page === 'customer-support') content = <CustomerSupportPage />;
  else if (page === 'documents') content = <DocumentsPage onUpload={() => onOpen('upload-documents')} />;
  else if (page === 'upload-documents') content = <UploadDocumentsPage onBack={onBack} />;
  else if (page === 'responsible-gaming') content = <LimitsScreen onOpenOverview={() => onOpen('play-overview')} />;
  else if (page === 'play-overview') content = <PlayOverviewScreen onOpenLimits={() => onOpen('responsible-gaming')} />;
  else content = <CampaignsView />;
  return (
    <section aria-label={label} data-profile-page={page}>
      {content}
    </section>
  );
}
