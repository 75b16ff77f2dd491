/**
 * The namespaces a page's data did not carry arrive after hydration: what is on screen keeps its
 * texts without re-rendering, and a component that asked for a late namespace before it arrived
 * shows its texts once it has (one re-render for all of them, not one per namespace).
 */
import { act, render, screen } from '@testing-library/react';
import { Profiler, type ReactNode } from 'react';
import { TranslationsContext, useTranslation } from '@/lib/i18n/useTranslation';
import { loadMissingNamespaces } from '@/lib/i18n/loadNamespaces';
import { LATE_NAMESPACES, NAMESPACES } from '@/lib/i18n/namespaces';
import { Translations } from '@/lib/i18n/translations';
import common from '@/locales/fi/common.json';
import account from '@/locales/fi/account.json';

/** A store as a page's data leaves it in the browser: the Finnish 'common' namespace only. */
const pageStore = () => new Translations('fi', { fi: { common } });

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
  const i18n = pageStore();
  render(
    <TranslationsContext.Provider value={i18n}>
      <OnScreen>
        <SiteName />
      </OnScreen>
    </TranslationsContext.Provider>,
  );
  const before = renders;

  await act(() => loadMissingNamespaces(i18n, 'fi'));

  for (const ns of NAMESPACES) expect(i18n.hasResourceBundle('fi', ns)).toBe(true);
  expect(renders).toBe(before);
  expect(screen.getByText(common.siteName)).toBeInTheDocument();
});

test('a component that asked for a namespace before it arrived shows its texts then, after one re-render', async () => {
  const i18n = pageStore();
  render(
    <TranslationsContext.Provider value={i18n}>
      <OnScreen>
        <SiteName />
        <Logout />
      </OnScreen>
    </TranslationsContext.Provider>,
  );
  expect(screen.getByRole('button')).toHaveTextContent('logout');
  const before = renders;

  await act(() => loadMissingNamespaces(i18n, 'fi'));

  expect(screen.getByRole('button')).toHaveTextContent(account.logout);
  expect(renders).toBe(before + 1);
});

test('a second call finds nothing missing and changes nothing', async () => {
  const i18n = pageStore();
  await loadMissingNamespaces(i18n, 'fi');
  const changed = jest.fn();
  i18n.subscribe(changed);

  await loadMissingNamespaces(i18n, 'fi');

  expect(changed).not.toHaveBeenCalled();
});

test('each language chunk holds exactly the namespaces no layout carries, as their files say', async () => {
  for (const locale of ['fi', 'et', 'en'] as const) {
    const bundle = (await import(`@/lib/i18n/bundles/${locale}`)).default as Record<string, unknown>;
    expect(Object.keys(bundle).sort()).toEqual([...LATE_NAMESPACES].sort());
    for (const ns of LATE_NAMESPACES) expect(bundle[ns]).toEqual((await import(`@/locales/${locale}/${ns}.json`)).default);
  }
  expect(LATE_NAMESPACES).not.toContain('common');
});
