/**
 * The namespaces a page's data did not carry arrive after hydration: what is on screen keeps its
 * texts without re-rendering, and a component that asked for a late namespace before it arrived
 * shows its texts once it has (one re-render for all of them, not one per namespace).
 */
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { loadMissingNamespaces } from '@/lib/i18n/loadNamespaces';
import { NAMESPACES } from '@/lib/i18n/namespaces';
import common from '@/locales/fi/common.json';
import account from '@/locales/fi/account.json';
import config from '../../next-i18next.config.js';

/** An instance as a page's data leaves it in the browser: the Finnish 'common' namespace only. */
async function pageInstance(): Promise<I18n> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'fi',
    fallbackLng: 'fi',
    ns: ['common'],
    defaultNS: 'common',
    resources: { fi: { common } },
    partialBundledLanguages: true,
    react: config.react,
  });
  return i18n;
}

/** Renders of what is on screen (React's Profiler calls back on each commit of its subtree). */
let renders = 0;
function OnScreen({ children }: { children: ReactNode }) {
  return (
    <Profiler id="page" onRender={() => (renders += 1)}>
      {children}
    </Profiler>
  );
}

function SiteName() {
  const { t } = useTranslation('common');
  return <p>{t('siteName')}</p>;
}

function Logout() {
  const { t } = useTranslation('account');
  return <button type="button">{t('logout')}</button>;
}

beforeEach(() => {
  renders = 0;
});

test('adds every namespace the page did not carry without re-rendering what is on screen', async () => {
  const i18n = await pageInstance();
  render(
    <I18nextProvider i18n={i18n}>
      <OnScreen>
        <SiteName />
      </OnScreen>
    </I18nextProvider>,
  );
  const before = renders;

  await act(() => loadMissingNamespaces(i18n, 'fi'));

  for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('fi', ns)).toBe(true);
  expect(renders).toBe(before);
  expect(screen.getByText(common.siteName)).toBeInTheDocument();
});

test('a component that asked for a namespace before it arrived shows its texts then, after one re-render', async () => {
  const i18n = await pageInstance();
  render(
    <I18nextProvider i18n={i18n}>
      <OnScreen>
        <SiteName />
        <Logout />
      </OnScreen>
    </I18nextProvider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('logout');
  const before = renders;

  await act(() => loadMissingNamespaces(i18n, 'fi'));

  expect(screen.getByRole('button')).toHaveTextContent(account.logout);
  expect(renders).toBe(before + 1);
});

test('a second call finds nothing missing and changes nothing', async () => {
  const i18n = await pageInstance();
  await loadMissingNamespaces(i18n, 'fi');
  const added = jest.fn();
  i18n.store.on('added', added);

  await loadMissingNamespaces(i18n, 'fi');

  expect(added).not.toHaveBeenCalled();
});
