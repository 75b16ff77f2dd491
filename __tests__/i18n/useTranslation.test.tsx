/**
 * The site's translation hook: texts of the store in its provider, in its current language,
 * re-rendered when the language changes; without a provider, the default value or the key.
 */
import { act, render, screen } from '@testing-library/react';
import { TranslationsContext, useTranslation } from '@/lib/i18n/useTranslation';
import { Translations } from '@/lib/i18n/translations';

function Texts() {
  const { t } = useTranslation('common');
  const { t: tg } = useTranslation('games');
  return (
    <p>
      {t('siteName')} / {tg('newGame')} / {t('missing', { defaultValue: 'fallback text' })}
    </p>
  );
}

const store = () =>
  new Translations('fi', {
    fi: { common: { siteName: 'Kasino' }, games: { newGame: 'Uusi' } },
    en: { common: { siteName: 'Casino' }, games: { newGame: 'New' } },
  });

it('shows the texts of the current language and follows a language change', () => {
  const i18n = store();
  render(
    <TranslationsContext.Provider value={i18n}>
      <Texts />
    </TranslationsContext.Provider>,
  );
  expect(screen.getByText('Kasino / Uusi / fallback text')).toBeInTheDocument();
  act(() => i18n.changeLanguage('en'));
  expect(screen.getByText('Casino / New / fallback text')).toBeInTheDocument();
});

it('gives one t per language and namespace, a new one after a change (so memoised texts follow it)', () => {
  const i18n = store();
  const seen: unknown[] = [];
  function Two() {
    seen.push(useTranslation('common').t, useTranslation('common').t);
    return null;
  }
  render(
    <TranslationsContext.Provider value={i18n}>
      <Two />
    </TranslationsContext.Provider>,
  );
  expect(seen[0]).toBe(seen[1]);
  act(() => i18n.changed());
  expect(seen[2]).not.toBe(seen[0]);
});

it('reports the namespaces it uses, so that a late namespace is announced to it', () => {
  const i18n = store();
  render(
    <TranslationsContext.Provider value={i18n}>
      <Texts />
    </TranslationsContext.Provider>,
  );
  expect(i18n.getUsedNamespaces()).toEqual(expect.arrayContaining(['common', 'games']));
});

it('without a provider shows the default value, else the key', () => {
  render(<Texts />);
  expect(screen.getByText('siteName / newGame / fallback text')).toBeInTheDocument();
});
