/**
 * The profile pages' keys and labels: the header's dropdown and the phone's profile panel name
 * their page with these before the pages' own code (components/layout/ProfilePages.tsx, loaded
 * when the player opens one) has arrived.
 */
/** Profile page keys of docs/product/screens.md "Profile pages". */
export type ProfilePageKey =
  | 'profile'
  | 'settings'
  | 'campaigns'
  | 'transactions'
  | 'deposits'
  | 'withdraws'
  | 'game-actions'
  | 'user'
  | 'marketing'
  | 'close'
  | 'phone'
  | 'responsible-gaming'
  | 'play-overview'
  | 'pending-withdraws'
  | 'verification'
  | 'avatar'
  | 'customer-support'
  | 'deposit'
  | 'withdraw'
  | 'documents'
  | 'upload-documents';

export const PROFILE_ROOT: ProfilePageKey = 'profile';

/** Labels of the profile pages, by key (namespace:key). */
export const PROFILE_PAGE_LABELS: Record<ProfilePageKey, string> = {
  profile: 'common:profilePages.profile',
  settings: 'common:profilePages.settings',
  campaigns: 'common:profilePages.campaigns',
  transactions: 'common:profilePages.transactions',
  deposits: 'profile:pages.deposits',
  withdraws: 'profile:pages.withdraws',
  'game-actions': 'profile:pages.game-actions',
  user: 'profile:pages.user',
  marketing: 'profile:pages.marketing',
  close: 'profile:pages.close',
  phone: 'profile:pages.phone',
  'responsible-gaming': 'common:profilePages.responsibleGaming',
  'play-overview': 'common:profilePages.playOverview',
  'pending-withdraws': 'wallet:pages.pendingWithdraws',
  verification: 'profile:pages.verification',
  avatar: 'profile:pages.avatar',
  'customer-support': 'common:profilePages.customerSupport',
  deposit: 'wallet:pages.deposit',
  withdraw: 'wallet:pages.withdraw',
  documents: 'common:profilePages.documents',
  'upload-documents': 'profile:pages.upload-documents',
};
