import { useTranslation } from '@/lib/i18n/useTranslation';
import { PageRows } from './styles';

/** The pages the settings page opens: user data, avatar, marketing, and the account's other settings. */
const SETTINGS_ROWS = ['user', 'avatar', 'marketing', 'phone', 'verification', 'close'] as const;
export type SettingsRowKey = (typeof SETTINGS_ROWS)[number];

/** Profile page 'settings' (docs/product/screens.md: user data, avatar, marketing). */
export function SettingsPage({ onOpen }: { onOpen: (page: SettingsRowKey) => void }) {
  const { t } = useTranslation('profile');
  return (
    <PageRows>
      {SETTINGS_ROWS.map((row) => (
        <li key={row}>
          <button type="button" className="row" onClick={() => onOpen(row)} data-row={row}>
            {t(`pages.${row}`)}
            <span aria-hidden="true">›</span>
          </button>
        </li>
      ))}
    </PageRows>
  );
}
