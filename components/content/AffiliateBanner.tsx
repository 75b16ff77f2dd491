import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { affiliateCookies, affiliateReference, messageWithDisplayName, shouldShowAffiliateBanner } from '@/lib/content/affiliate';
import { displayName } from '@/lib/games/suffix';
import { href, type Locale } from '@/lib/routes';
import type { SanitizedHtml } from '@/lib/html/safe';
import { selectIsLoggedIn, selectPlayerLoadFinished, useAppDispatch, useAppSelector } from '@/store';
import { findAffiliate } from '@/store/content';
import { SafeHtml } from '@/components/common/SafeHtml';
import { media, theme } from '@/styles/theme';
import { AFFILIATE_DOCK_ID } from './affiliateDock';
import type { Affiliate } from '@/lib/content/types';

/*
 * The offer in one line of the header's strip, in the room the strip has on every page (the
 * responsible-gaming note gives way to it): it arrives after the visitor is known to be
 * anonymous, and nothing moves and nothing is covered. A card floating over the page covered the
 * page's own buttons (the pay-and-play deposit) until closed, at every width; one in the page's
 * flow would push the page down (docs/decisions.md#affiliate-offer-place). From tablet width on
 * the line holds the title and the affiliate's message (which names the spins), on a phone the
 * free spins.
 */
const Line = styled.aside`
  display: flex;
  flex: 1;
  align-items: center;
  gap: ${theme.space.xs};
  min-width: 0;
  color: ${theme.colors.text};
  & .text {
    flex: 1;
    min-width: 0;
    margin: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  & .text > * {
    display: inline;
  }
  & .text p {
    display: inline;
    margin: 0 ${theme.space.xxs} 0 0;
  }
  & h2 {
    margin: 0 ${theme.space.xs} 0 0;
    font-size: inherit;
    color: ${theme.colors.gold};
  }
  & h2,
  & .message {
    display: none;
  }
  ${media.up('md')} {
    & h2,
    & .message {
      display: inline;
    }
    & .spins {
      display: none;
    }
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
    line-height: 1;
    cursor: pointer;
  }
  & button:hover {
    background: ${theme.colors.surfaceHover};
  }
`;

function messageFor(affiliate: Affiliate, locale: Locale): SanitizedHtml {
  const messages: Record<Locale, SanitizedHtml> = { fi: affiliate.message_fi, et: affiliate.message_et, en: affiliate.message_en };
  return messages[locale] || affiliate.message_en || affiliate.message_fi;
}

/**
 * Affiliate welcome banner (docs/product/flows.md, docs/product/constants.md): for anonymous visitors, once per week (the
 * cookie is set when it is shown), with the affiliate's message in the current language, its
 * free spins and game; hidden when logged in; dismissible. Shown in the header's strip (its
 * place there, `AFFILIATE_DOCK_ID`); where there is none (a page without the header), in place.
 */
export function AffiliateBanner({ locale }: { locale: Locale }) {
  const { t } = useTranslation('games');
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const playerLoadFinished = useAppSelector(selectPlayerLoadFinished);
  const [affiliate, setAffiliate] = useState<Affiliate | null>(null);
  const [dismissed, setDismissed] = useState(false);
  const shown = !!affiliate && !dismissed && !isLoggedIn;

  useEffect(() => {
    if (!shouldShowAffiliateBanner({ playerLoadFinished, isLoggedIn, cookies: document.cookie })) return undefined;
    let cancelled = false;
    const reference = affiliateReference(window.location.search, document.cookie);
    void (async () => {
      const found = await dispatch(findAffiliate(reference));
      if (cancelled || !found) return;
      for (const cookie of affiliateCookies(found.reference, window.location.protocol === 'https:')) document.cookie = cookie;
      setAffiliate(found);
    })();
    return () => {
      cancelled = true;
    };
  }, [playerLoadFinished, isLoggedIn, dispatch]);

  if (!shown) return null;
  const game = affiliate.free_spin_game;
  const line = (
    <Line aria-labelledby="affiliate-banner-title" data-testid="affiliate-banner" data-floating="">
      <div className="text">
        <h2 id="affiliate-banner-title">{t('affiliate.title')}</h2>
        <SafeHtml className="message" html={messageWithDisplayName(messageFor(affiliate, locale), game)} />
        {affiliate.granted_free_spins > 0 && (
          <p className="spins">
            {game
              ? t('affiliate.spinsOnGame', { count: affiliate.granted_free_spins, game: displayName(game.title, game.slug) })
              : t('affiliate.spins', { count: affiliate.granted_free_spins })}
          </p>
        )}
      </div>
      {/* A SiteLink: next/link would prefetch the registration page's data and code on sight. */}
      <SiteLink href={href('registration', {}, locale)} onClick={() => setDismissed(true)}>
        {t('affiliate.cta')}
      </SiteLink>
      <button type="button" onClick={() => setDismissed(true)} aria-label={t('affiliate.close')}>
        ×
      </button>
    </Line>
  );
  const dock = document.getElementById(AFFILIATE_DOCK_ID);
  return dock ? createPortal(line, dock) : line;
}
