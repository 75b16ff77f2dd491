/**
 * The site's translation hook: texts of the instance in its provider, in its current language,
 * re-rendered when the language changes; without an instance, the default value or the key.
 */
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useTranslation } from '@/lib/i18n/useTranslation';

function Texts() {
  const { t } = useTranslation('common');
  const { t: tg } = useTranslation('games');
  return (
    <p>
      {t('siteName')} / {tg('newGame')} / {t('missing', 'fallback text')}
    </p>
  );
}

async function instance() {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'fi',
    ns: ['common', 'games'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    resources: {
      fi: { common: { siteName: 'Kasino' }, games: { newGame: 'Uusi' } },
      en: { common: { siteName: 'Casino' }, games: { newGame: 'New' } },
    },
  });
  return i18n;
}

it('shows the texts of the current language and follows a language change', async () => {
  const i18n = await instance();
  render(
    <I18nextProvider i18n={i18n}>
      <Texts />
    </I18nextProvider>,
  );
  expect(screen.getByText('Kasino / Uusi / fallback text')).toBeInTheDocument();
  await act(async () => {
    await i18n.changeLanguage('en');
  });
  expect(screen.getByText('Casino / New / fallback text')).toBeInTheDocument();
});

it('reports the namespaces it uses, so that a late namespace is announced to it', async () => {
  const i18n = await instance();
  render(
    <I18nextProvider i18n={i18n}>
      <Texts />
    </I18nextProvider>,
  );
  expect((i18n as unknown as { reportNamespaces: { getUsedNamespaces(): string[] } }).reportNamespaces.getUsedNamespaces()).toEqual(expect.arrayContaining(['common', 'games']));
});

it('without an instance shows the default value, else the key', () => {
  render(<Texts />);
  expect(screen.getByText('siteName / newGame / fallback text')).toBeInTheDocument();
});
