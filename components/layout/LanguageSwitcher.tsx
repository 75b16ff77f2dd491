import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { href, toLocale, type Locale } from '@/lib/routes';
import { selectIsLoggedIn, useAppStore } from '@/store';
import { languageTargets } from './currentRoute';
import { theme } from '@/styles/theme';

/** The product's order (docs/product/screens.md): Suomi, English, Eesti. */
const ORDER: Locale[] = ['fi', 'en', 'et'];

const List = styled.ul`
  display: flex;
  gap: ${theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const LangLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.pill};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceHover};
  }
  &[aria-current='true'] {
    color: ${theme.colors.onGold};
    background: ${theme.colors.gold};
  }
`;

/**
 * Swaps the locale and keeps the route (and its parameters, e.g. the game slug). For a logged-in
 * player it first calls changeLanguage; when that fails it goes to the new locale's home page.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const router = useRouter();
  const { t } = useTranslation('common');
  // Read on a click only: nothing the switcher shows depends on the login.
  const store = useAppStore();
  const current = toLocale(router.locale);
  const targets = languageTargets(router.pathname, router.query);

  const select = async (event: MouseEvent<HTMLAnchorElement>, locale: Locale) => {
    if (locale === current) {
      event.preventDefault();
      return;
    }
    if (!selectIsLoggedIn(store.getState())) return; // the link navigates by itself
    event.preventDefault();
    // The profile's thunks load with the first change of a logged-in player, not with the page
    // (imported here, not through store/profile/load.ts, which no first paint carries).
    const { saveLanguage } = await import('@/store/profile');
    const result = await store.dispatch(saveLanguage(locale)).unwrap();
    const target = result.success ? targets[locale] : href('home', {}, locale);
    await router.push(target, undefined, { locale: false });
  };

  return (
    <nav aria-label={t('languages.label')} className={className}>
      <List>
        {ORDER.map((locale) => (
          <li key={locale}>
            <LangLink
              href={targets[locale]}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              onClick={(event) => select(event, locale)}
              data-testid={`lang-${locale}`}
            >
              {t(`languages.${locale}`)}
            </LangLink>
          </li>
        ))}
      </List>
    </nav>
  );
}
