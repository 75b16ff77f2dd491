import { fireEvent, screen } from '@testing-library/react';
import { MaintenanceBanner, MaintenanceScreen, bannerStorageKey, messageFor } from '@/components/layout/Maintenance';
import { sanitizeRecord, type SanitizedHtml } from '@/lib/html/safe';
import { renderWithStore } from './testUtils';

/** Messages as the service call returns them (sanitised when fetched). */
const m = (messages: Record<string, string>) => messages as Partial<Record<string, SanitizedHtml>>;
const h = (text: string) => text as SanitizedHtml;

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

describe('maintenance message language', () => {
  it('uses the current language when present', () => {
    expect(messageFor(m({ fi: 'Huolto', en: 'Maintenance' }), 'fi')).toBe('Huolto');
  });

  it('falls back to English', () => {
    expect(messageFor(m({ fi: 'Huolto', en: 'Maintenance' }), 'et')).toBe('Maintenance');
    expect(messageFor(m({ et: '   ', en: 'Maintenance' }), 'et')).toBe('Maintenance');
  });

  it('gives nothing when neither exists', () => {
    expect(messageFor(m({ fi: 'Huolto' }), 'et')).toBeUndefined();
  });
});

describe('<MaintenanceScreen>', () => {
  it('shows the English message as sanitised rich text when the language has none', async () => {
    // The messages as getMaintenance gives them: through the sanitiser it loads on demand.
    const messages = await sanitizeRecord({ fi: '<p>Huolto</p>', en: '<p><b>Back soon</b><script>window.hacked=1</script></p>' });
    renderWithStore(<MaintenanceScreen locale="et" messages={messages} />);
    const screenEl = screen.getByTestId('maintenance-screen');
    expect(screenEl).toHaveTextContent('Back soon');
    expect(screenEl.querySelector('b')).not.toBeNull();
    expect(screenEl.querySelector('script')).toBeNull();
    expect(screenEl).not.toHaveTextContent('Huolto');
  });

  it('sizes the logo from configuration, 200 x 57 by default', () => {
    const { unmount } = renderWithStore(<MaintenanceScreen locale="fi" messages={m({ fi: 'Huolto' })} />);
    const logo = screen.getByTestId('maintenance-screen').querySelector('svg');
    expect(logo).toHaveAttribute('width', '200');
    expect(logo).toHaveAttribute('height', '57');
    unmount();
    renderWithStore(<MaintenanceScreen locale="fi" messages={m({ fi: 'Huolto' })} logo={{ width: 300, height: 90 }} />);
    const sized = screen.getByTestId('maintenance-screen').querySelector('svg');
    expect(sized).toHaveAttribute('width', '300');
    expect(sized).toHaveAttribute('height', '90');
  });

  it('shows the default text when there is no message at all', () => {
    renderWithStore(<MaintenanceScreen locale="fi" messages={{}} />);
    expect(screen.getByText('maintenance.defaultMessage')).toBeInTheDocument();
  });
});

describe('<MaintenanceBanner>', () => {
  beforeEach(() => window.localStorage.clear());

  it('is dismissed per language and remembered in localStorage', () => {
    const { unmount } = renderWithStore(<MaintenanceBanner locale="fi" text={h('Huoltokatko klo 2')} />);
    expect(screen.getByTestId('maintenance-banner')).toHaveTextContent('Huoltokatko klo 2');
    fireEvent.click(screen.getByRole('button', { name: 'maintenance.bannerClose' }));
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
    expect(window.localStorage.getItem(bannerStorageKey('fi'))).toBe('Huoltokatko klo 2');
    unmount();

    renderWithStore(<MaintenanceBanner locale="fi" text={h('Huoltokatko klo 2')} />);
    expect(screen.queryByTestId('maintenance-banner')).toBeNull();
  });

  it('still shows in another language', () => {
    window.localStorage.setItem(bannerStorageKey('fi'), 'Huoltokatko');
    renderWithStore(<MaintenanceBanner locale="en" text={h('Maintenance at 2')} />);
    expect(screen.getByTestId('maintenance-banner')).toBeInTheDocument();
  });
});

describe('<MaintenanceScreen> heading', () => {
  it('does not repeat the heading when the CMS message has its own', () => {
    renderWithStore(<MaintenanceScreen locale="fi" messages={m({ fi: '<h1>Huoltokatko</h1><p>Palaamme pian</p>' })} />);
    expect(screen.getAllByRole('heading')).toHaveLength(1);
    expect(screen.getByRole('heading')).toHaveTextContent('Huoltokatko');
  });
});
