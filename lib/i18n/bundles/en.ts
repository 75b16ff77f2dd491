/** The English namespaces that no layout carries, in one chunk (lib/i18n/loadNamespaces.ts). */
import account from '@/locales/en/account.json';
import bonuses from '@/locales/en/bonuses.json';
import errors from '@/locales/en/errors.json';
import limits from '@/locales/en/limits.json';
import play from '@/locales/en/play.json';
import profile from '@/locales/en/profile.json';
import wallet from '@/locales/en/wallet.json';

const lateNamespaces = { account, bonuses, errors, limits, play, profile, wallet };
export default lateNamespaces;
