/** The Estonian namespaces that no layout carries, in one chunk (lib/i18n/loadNamespaces.ts). */
import account from '@/locales/et/account.json';
import bonuses from '@/locales/et/bonuses.json';
import errors from '@/locales/et/errors.json';
import limits from '@/locales/et/limits.json';
import play from '@/locales/et/play.json';
import profile from '@/locales/et/profile.json';
import wallet from '@/locales/et/wallet.json';

const lateNamespaces = { account, bonuses, errors, limits, play, profile, wallet };
export default lateNamespaces;
