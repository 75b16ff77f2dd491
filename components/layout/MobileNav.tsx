import { afterHydration } from '@/components/common/afterHydration';
import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { href, type Locale } from '@/lib/routes';
import { selectAvailableSpins, selectIsLoggedIn, useAppSelector } from '@/store';
import { Badge } from '@/components/common/ui';
import { SearchIcon } from '@/components/search/SearchIcon';
import type { PanelName } from './MobilePanels';

/** Menu page changes close the menu panel after this delay (docs/product/screens.md "Mobile"). */
export const MENU_CLOSE_DELAY_MS = 100;

/**
 * The profile, menu and search panels are closed at first paint (not rendered on the server). Their
 * code loads on the player's first touch of, or focus in, the bar, and they mount in a transition:
 * the page's first-load JavaScript carries only the bar, and a visit that never opens a panel
 * never runs them (docs/decisions.md#panels-on-intent).
 */
const MobilePanels = afterHydration(() => import('./MobilePanels').then((m) => m.MobilePanels));
/** A logged-in player's avatar (in the person icon's place until it loads) and bonus badge load once a player is known. */
const Avatar = dynamic(() => import('./Avatar').then((m) => m.Avatar), { ssr: false, loading: () => <Icon name="user" /> });
const BonusCountBadge = dynamic(() => import('@/components/bonuses/BonusCountBadge').then((m) => m.BonusCountBadge), { ssr: false });

/**
 * Opaque: a page's text under the bar (the play page's title below the game) must not show
 * through.
 */
const Bar = styled.nav`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${theme.zIndices.bottomNav};
  height: calc(${theme.layout.bottomNavHeight} + env(safe-area-inset-bottom, 0px));
  padding-bottom: env(safe-area-inset-bottom, 0px);
  background: rgb(8, 6, 26);
  border-top: 1px solid ${theme.colors.border};
  ${media.up('md')} {
    display: none;
  }
  & > ul {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    column-gap: ${theme.space.xxs};
    height: 100%;
    margin: 0;
    padding: 0 ${theme.space.xxs};
    list-style: none;
  }
`;

const itemStyle = `
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  width: 100%;
  height: 100%;
  border: 0;
  background: transparent;
  padding: 0 2px;
  font-size: 0.6875rem;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  & .label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  @media (max-width: 374px) { font-size: 0.625rem; }
`;

const ItemLink = styled(SiteLink)`
  ${itemStyle};
  color: ${theme.colors.textMuted};
  &[aria-current='page'],
  &:hover {
    color: ${theme.colors.gold};
  }
`;

const ItemButton = styled.button`
  ${itemStyle};
  color: ${theme.colors.textMuted};
  &[aria-expanded='true'],
  &:hover {
    color: ${theme.colors.gold};
  }
`;

const ItemBadge = styled(Badge)`
  position: absolute;
  top: 6px;
  left: calc(50% + 6px);
`;

function Icon({ name }: { name: 'home' | 'wheel' | 'user' | 'menu' }) {
  const paths: Record<typeof name, ReactNode> = {
    home: (
      <path
        d="M3 11l9-7 9 7v9a1 1 0 01-1 1h-5v-6h-6v6H4a1 1 0 01-1-1z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    ),
    wheel: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="9" />
        <path d="M12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4" strokeWidth="1.4" />
        <circle cx="12" cy="12" r="2.2" fill="currentColor" />
      </g>
    ),
    user: (
      <g fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="8" r="4" />
        <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" strokeLinecap="round" />
      </g>
    ),
    menu: <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />,
  };
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
      {paths[name]}
    </svg>
  );
}

export interface MobileNavProps {
  locale: Locale;
  currentPath: string;
}

/** Mobile (< 768 px) bottom navigation with the profile side panel, the menu panel and the search panel. */
export function MobileNav({ locale, currentPath }: MobileNavProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const availableSpins = useAppSelector(selectAvailableSpins);
  const [open, setOpen] = useState<PanelName | null>(null);
  // The first pointer-down or focus in the bar asks for the panels' code (a click follows within
  // milliseconds, and the panel opens when its code is there).
  const [panelsWanted, setPanelsWanted] = useState(false);
  const wantPanels = () => setPanelsWanted(true);
  const profileOpener = useRef<HTMLButtonElement>(null);
  const menuOpener = useRef<HTMLButtonElement>(null);
  const searchOpener = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(null), []);

  // One pending delayed close at a time. Opening a panel cancels it, and a page change closes only
  // when no panel was opened since the change started, so a panel the player has just opened stays.
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const openings = useRef(0);
  const cancelClose = useCallback(() => {
    clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);
  const closeSoon = useCallback(() => {
    cancelClose();
    closeTimer.current = setTimeout(() => {
      closeTimer.current = undefined;
      setOpen(null);
    }, MENU_CLOSE_DELAY_MS);
  }, [cancelClose]);
  const openPanel = (name: PanelName) => {
    cancelClose();
    openings.current += 1;
    setOpen(name);
  };
  const toggle = (name: PanelName) => (open === name ? close() : openPanel(name));

  // A page change closes the menu panel after 100 ms (and any other panel with it).
  useEffect(() => {
    let openingsAtStart = openings.current;
    const onStart = () => {
      openingsAtStart = openings.current;
    };
    const onComplete = () => {
      if (openings.current === openingsAtStart) closeSoon();
    };
    router.events?.on('routeChangeStart', onStart);
    router.events?.on('routeChangeComplete', onComplete);
    return () => {
      router.events?.off('routeChangeStart', onStart);
      router.events?.off('routeChangeComplete', onComplete);
    };
  }, [router.events, closeSoon]);

  useEffect(() => cancelClose, [cancelClose]);

  const homeHref = href('home', {}, locale);
  const wheelHref = href('bonusWheel', {}, locale);
  const openers = { profile: profileOpener, menu: menuOpener, search: searchOpener };

  return (
    <>
      <Bar aria-label={t('nav.mobileLabel')} data-bottom-nav onPointerDownCapture={wantPanels} onFocusCapture={wantPanels}>
        <ul>
          <li>
            <ItemLink href={homeHref} aria-current={currentPath === homeHref ? 'page' : undefined}>
              <Icon name="home" />
              <span className="label">{t('nav.home')}</span>
            </ItemLink>
          </li>
          <li>
            <ItemLink href={wheelHref} aria-current={currentPath === wheelHref ? 'page' : undefined}>
              <Icon name="wheel" />
              {isLoggedIn && availableSpins >= 1 && (
                <ItemBadge aria-label={t('nav.bonusWheelSpins', { count: availableSpins })}>{availableSpins}</ItemBadge>
              )}
              <span className="label">{t('nav.bonusWheel')}</span>
            </ItemLink>
          </li>
          <li>
            <ItemButton
              ref={profileOpener}
              type="button"
              aria-expanded={open === 'profile'}
              aria-controls="profile-panel"
              onClick={() => toggle('profile')}
            >
              {isLoggedIn ? <Avatar size={24} /> : <Icon name="user" />}
              {isLoggedIn && <BonusCountBadge as={ItemBadge} />}
              <span className="label">{isLoggedIn ? t('nav.profile') : t('nav.login')}</span>
            </ItemButton>
          </li>
          <li>
            <ItemButton
              ref={searchOpener}
              type="button"
              aria-expanded={open === 'search'}
              aria-controls="search-panel"
              onClick={() => toggle('search')}
            >
              <SearchIcon size={24} />
              <span className="label">{t('nav.search')}</span>
            </ItemButton>
          </li>
          <li>
            <ItemButton
              ref={menuOpener}
              type="button"
              aria-expanded={open === 'menu'}
              aria-controls="menu-panel"
              onClick={() => toggle('menu')}
            >
              <Icon name="menu" />
              <span className="label">{t('nav.menu')}</span>
            </ItemButton>
          </li>
        </ul>
      </Bar>

      {/* Also a click with no pointer-down or focus before it (an assistive technology's click). */}
      {(panelsWanted || open !== null) && (
        <MobilePanels locale={locale} open={open} close={close} closeSoon={closeSoon} openPanel={openPanel} openers={openers} />
      )}
    </>
  );
}
