/**
 * The app's translation store: the page data's texts on the server as in the browser, the
 * language of each page the player moves to, and the namespaces a later page brings.
 */
import { act, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { renderToString } from 'react-dom/server';
import type { AppProps } from 'next/app';
import { appWithI18n } from '@/lib/i18n/appWithI18n';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { Resources } from '@/lib/i18n/translations';

/**
 * On every page (the layout): a text of a namespace every page carries and one of a namespace
 * some do not. Memoised, so only the store's notification re-renders it.
 */
const Header = memo(function Header() {
  const { t } = useTranslation('common');
  const { t: ta } = useTranslation('account');
  return (
    <header>
      {t('siteName')} | {ta('logout')}
    </header>
  );
});

function Page() {
  const { t } = useTranslation('games');
  return <main>{t('spins', { count: 2 })}</main>;
}

const App = appWithI18n(({ Component, pageProps }: AppProps) => (
  <>
    <Header />
    <Component {...pageProps} />
  </>
));

const TEXTS = {
  fi: {
    common: { siteName: 'Kasino' },
    account: { logout: 'Kirjaudu ulos' },
    games: { spins_one: '{{count}} kierros', spins_other: '{{count}} kierrosta' },
  },
  en: {
    common: { siteName: 'Casino' },
    account: { logout: 'Log out' },
    games: { spins_one: '{{count}} spin', spins_other: '{{count}} spins' },
  },
};

/** A page's props as serverSideTranslations leaves them: one language, some namespaces. */
function props(locale: 'fi' | 'en', namespaces: (keyof (typeof TEXTS)['fi'])[]): AppProps {
  const initialI18nStore: Resources = { [locale]: Object.fromEntries(namespaces.map((ns) => [ns, TEXTS[locale][ns]])) };
  return {
    Component: Page,
    pageProps: { _nextI18Next: { initialLocale: locale, ns: namespaces, initialI18nStore } },
    router: { locale },
  } as unknown as AppProps;
}

it('renders the page data’s texts, the same on the server and in the browser', () => {
  // React marks the joins of adjacent texts in server HTML; the browser's DOM has none.
  const html = renderToString(<App {...props('fi', ['common', 'account', 'games'])} />).replace(/<!-- -->/g, '');
  expect(html).toContain('Kasino | Kirjaudu ulos');
  expect(html).toContain('2 kierrosta');
  const { container } = render(<App {...props('fi', ['common', 'account', 'games'])} />);
  expect(container.innerHTML).toBe(html);
});

it('follows the language of the next page, in what stays on screen too', () => {
  const { rerender } = render(<App {...props('fi', ['common', 'account', 'games'])} />);
  rerender(<App {...props('en', ['common', 'account', 'games'])} />);
  expect(screen.getByRole('banner')).toHaveTextContent('Casino | Log out');
  expect(screen.getByRole('main')).toHaveTextContent('2 spins');
});

it('re-renders what stays on screen when the next page brings a namespace it waited for', () => {
  const { rerender } = render(<App {...props('fi', ['common', 'games'])} />);
  expect(screen.getByRole('banner')).toHaveTextContent('Kasino | logout');
  act(() => rerender(<App {...props('fi', ['common', 'account', 'games'])} />));
  expect(screen.getByRole('banner')).toHaveTextContent('Kasino | Kirjaudu ulos');
});
