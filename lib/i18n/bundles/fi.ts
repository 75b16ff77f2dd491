/** The Finnish namespaces that no layout carries, in one chunk (lib/i18n/loadNamespaces.ts). */
import account from '@/locales/fi/account.json';
import bonuses from '@/locales/fi/bonuses.json';
import errors from '@/locales/fi/errors.json';
import limits from '@/locales/fi/limits.json';
import play from '@/locales/fi/play.json';
import profile from '@/locales/fi/profile.json';
import wallet from '@/locales/fi/wallet.json';

const lateNamespaces = { account, bonuses, errors, limits, play, profile, wallet };
export default lateNamespaces;
