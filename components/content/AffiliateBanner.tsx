import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { affiliateCookies, affiliateReference, messageWithDisplayName, shouldShowAffiliateBanner } from '@/lib/content/affiliate';
import { displayName } from '@/lib/games/suffix';
import { DEFAULT_AFFILIATE_REFERENCE } from '@/lib/constants';
import { href, type Locale } from '@/lib/routes';
import { fetchAffiliate } from '@/services/content/affiliate';
import type { Affiliate } from '@/services/content/articles';
import type { SanitizedHtml } from '@/lib/html/safe';
import { selectIsLoggedIn, selectPlayerLoadFinished, useAppSelector } from '@/store';
import { SafeHtml } from '@/components/common/SafeHtml';
import { primaryStyle } from '@/components/common/ui';
import { media, theme } from '@/styles/theme';
import { AFFILIATE_DOCK_ID } from './affiliateDock';

/*
 * From tablet width on, a card over the page's bottom-right corner, not in the page's flow: it
 * arrives after the visitor is known to be anonymous, and the page under it does not move. On a
 * phone it is a line in the header's strip instead (Line below).
 */
const Banner = styled.aside`
  position: fixed;
  z-index: ${theme.zIndices.header};
  left: ${theme.space.sm};
  right: ${theme.space.sm};
  bottom: calc(${theme.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px) + ${theme.space.sm});
  max-width: 480px;
  margin: 0 auto;
  padding: ${theme.space.md};
  padding-right: ${theme.space.xxl};
  border-radius: ${theme.radii.lg};
  background: ${theme.gradients.hero};
  border: 1px solid ${theme.colors.gold};
  box-shadow: ${theme.shadows.panel};
  @media (min-width: 768px) {
    left: auto;
    right: ${theme.space.lg};
    bottom: ${theme.space.lg};
    width: 420px;
    padding: ${theme.space.lg};
    padding-right: ${theme.space.xxl};
  }
  & h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.gold};
  }
  & .message p {
    margin: 0 0 ${theme.space.xs};
  }
  & .spins {
    margin: 0 0 ${theme.space.sm};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  @media (max-width: 767.98px) {
    padding: ${theme.space.sm};
    padding-right: ${theme.space.xxl};
    & h2,
    & .spins {
      display: none;
    }
    & .message p {
      font-size: ${theme.fontSizes.sm};
    }
  }
`;

/*
 * On a phone: the offer in one line in the header's strip, in the room the strip always has (the
 * responsible-gaming note gives way to it). A card over the phone's small screen covered the
 * page's own buttons (the pay-and-play deposit) until closed, and one in the page's flow would
 * push the page down (docs/decisions.md#affiliate-banner-place).
 */
const Line = styled.aside`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  color: ${theme.colors.text};
  & p {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & a {
    flex: none;
    color: ${theme.colors.gold};
    font-weight: ${theme.fontWeights.bold};
  }
  & button {
    flex: none;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: 50%;
    background: transparent;
    color: ${theme.colors.text};
    font-size: 1.25rem;
    cursor: pointer;
  }
  ${media.up('md')} {
    display: none;
  }
`;

const PHONE = '(max-width: 767.98px)';
const onWidthChange = (change: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', change);
  return () => query.removeEventListener('change', change);
};
const isPhone = () => window.matchMedia(PHONE).matches;

const Close = styled.button`
  position: absolute;
  top: ${theme.space.xs};
  right: ${theme.space.xs};
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${theme.colors.text};
  font-size: 1.5rem;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

// A SiteLink: next/link would prefetch the registration page's data and code on sight, right
// after load on every visitor's first page, where the banner shows.
const Cta = styled(SiteLink)`
  ${primaryStyle};
  min-height: 40px;
`;

function messageFor(affiliate: Affiliate, locale: Locale): SanitizedHtml {
  const messages: Record<Locale, SanitizedHtml> = { fi: affiliate.message_fi, et: affiliate.message_et, en: affiliate.message_en };
  return messages[locale] || affiliate.message_en || affiliate.message_fi;
}

/**
 * Affiliate welcome banner (docs/product/flows.md, docs/product/constants.md): for anonymous visitors, once per week (the
 * cookie is set when it is shown), with the affiliate's message in the current language, its
 * free spins and game; hidden when logged in; dismissible.
 */
export function AffiliateBanner({ locale }: { locale: Locale }) {
  const { t } = useTranslation('games');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const playerLoadFinished = useAppSelector(selectPlayerLoadFinished);
  const [affiliate, setAffiliate] = useState<Affiliate | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const banner = useRef<HTMLElement>(null);
  const shown = !!affiliate && !dismissed && !isLoggedIn;
  // Rendered only in the browser (after hydration), so the width is known at the first render.
  const phone = useSyncExternalStore(onWidthChange, isPhone, () => false);

  // While shown, the layout keeps the banner's height free at the page's end (--overlay-bottom),
  // so the footer can be scrolled clear of it.
  useEffect(() => {
    const element = banner.current;
    if (!shown || phone || !element) return undefined;
    const root = document.documentElement;
    const reserve = () => root.style.setProperty('--overlay-bottom', `${element.offsetHeight + 16}px`);
    reserve();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(reserve);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty('--overlay-bottom');
    };
  }, [shown, phone]);

  useEffect(() => {
    if (!shouldShowAffiliateBanner({ playerLoadFinished, isLoggedIn, cookies: document.cookie })) return undefined;
    let cancelled = false;
    const reference = affiliateReference(window.location.search, document.cookie);
    void (async () => {
      const found =
        (await fetchAffiliate(reference)) ??
        (reference !== DEFAULT_AFFILIATE_REFERENCE ? await fetchAffiliate(DEFAULT_AFFILIATE_REFERENCE) : null);
      if (cancelled || !found) return;
      for (const cookie of affiliateCookies(found.reference, window.location.protocol === 'https:')) document.cookie = cookie;
      setAffiliate(found);
    })();
    return () => {
      cancelled = true;
    };
  }, [playerLoadFinished, isLoggedIn]);

  if (!shown) return null;
  const game = affiliate.free_spin_game;
  const dock = phone ? document.getElementById(AFFILIATE_DOCK_ID) : null;
  if (dock) {
    return createPortal(
      <Line aria-label={t('affiliate.title')} data-testid="affiliate-banner" data-floating="">
        <p>
          {affiliate.granted_free_spins > 0
            ? game
              ? t('affiliate.spinsOnGame', { count: affiliate.granted_free_spins, game: displayName(game.title, game.slug) })
              : t('affiliate.spins', { count: affiliate.granted_free_spins })
            : t('affiliate.title')}
        </p>
        <SiteLink href={href('registration', {}, locale)} onClick={() => setDismissed(true)}>
          {t('affiliate.cta')}
        </SiteLink>
        <button type="button" onClick={() => setDismissed(true)} aria-label={t('affiliate.close')}>
          ×
        </button>
      </Line>,
      dock,
    );
  }
  return (
    <Banner ref={banner} aria-labelledby="affiliate-banner-title" data-testid="affiliate-banner" data-floating="">
      <h2 id="affiliate-banner-title">{t('affiliate.title')}</h2>
      <SafeHtml className="message" html={messageWithDisplayName(messageFor(affiliate, locale), game)} />
      {affiliate.granted_free_spins > 0 && (
        <p className="spins">
          {game
            ? t('affiliate.spinsOnGame', { count: affiliate.granted_free_spins, game: displayName(game.title, game.slug) })
            : t('affiliate.spins', { count: affiliate.granted_free_spins })}
        </p>
      )}
      <Cta href={href('registration', {}, locale)} onClick={() => setDismissed(true)}>
        {t('affiliate.cta')}
      </Cta>
      <Close type="button" onClick={() => setDismissed(true)} aria-label={t('affiliate.close')}>
        ×
      </Close>
    </Banner>
  );
}
