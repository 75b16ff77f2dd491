import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, type RefObject } from 'react';
import styled from 'styled-components';
import { menuRowStyle } from '@/components/common/menuRow';
import { SiteLink } from '@/components/common/SiteLink';
import { href, type Locale } from '@/lib/routes';
import { selectAvailableSpins, selectIsLoggedIn, selectPlayer, useAppSelector } from '@/store';
import { useNavGroups } from '@/components/games/NavGroupsContext';
import { Avatar } from './Avatar';
import { IconButton } from './IconButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { MORE_NAV_ITEMS, mainNavItems, type NavItem, type NavLinkItem } from './navItems';
import { Panel } from './Panel';
import { PROFILE_PAGE_LABELS } from './profilePageKeys';
import { ResponsibleNotice } from './ResponsibleNotice';
import { SearchBox } from '@/components/search/SearchBox';
import { useFocusOnPageChange, useProfileStack } from './useProfileStack';
import { theme } from '@/styles/theme';

/** The login form, the profile pages and the logout row load when the player opens the profile panel. */
const LoginBox = dynamic(() => import('@/components/account/LoginBox').then((m) => m.LoginBox), { ssr: false });
const ProfilePage = dynamic(() => import('./ProfilePages').then((m) => m.ProfilePage), { ssr: false });
const LogoutButton = dynamic(() => import('@/components/account/LogoutButton').then((m) => m.LogoutButton), { ssr: false });

export type PanelName = 'profile' | 'menu' | 'search';

const MenuList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0 0 ${theme.space.lg};
  padding: 0;
  list-style: none;
  & a,
  & button.row {
    ${menuRowStyle};
    font-weight: 600;
    text-decoration: none;
  }
  & ul {
    margin: 0 0 0 ${theme.space.md};
    padding: 0;
    list-style: none;
  }
  & ul a {
    font-weight: 500;
    color: ${theme.colors.textMuted};
    min-height: 40px;
  }
`;

export interface MobilePanelsProps {
  locale: Locale;
  open: PanelName | null;
  close: () => void;
  /** Close after the menu's delay (a link was followed). */
  closeSoon: () => void;
  openPanel: (name: PanelName) => void;
  /** The bottom bar's buttons; focus returns to the one that opened a panel. */
  openers: Record<PanelName, RefObject<HTMLButtonElement | null>>;
}

/** The phone's profile side panel, menu panel and search panel (components/layout/MobileNav.tsx opens them). */
export function MobilePanels({ locale, open, close, closeSoon, openPanel, openers }: MobilePanelsProps) {
  const { t } = useTranslation('common');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const player = useAppSelector(selectPlayer);
  const availableSpins = useAppSelector(selectAvailableSpins);
  const setProfileOpen = useCallback((show: boolean) => (show ? openPanel('profile') : close()), [openPanel, close]);
  const profile = useProfileStack(open === 'profile', 'panel', isLoggedIn ? setProfileOpen : undefined);
  const panelTitle = useCallback(() => document.getElementById('profile-panel-title'), []);
  useFocusOnPageChange(profile.page, open === 'profile', panelTitle);
  const items = mainNavItems({ isLoggedIn, availableSpins, ...useNavGroups() });
  const label = (item: NavLinkItem) => (item.labelKey ? t(item.labelKey) : item.label);

  return (
    <>
      <Panel
        id="profile-panel"
        side="right"
        open={open === 'profile'}
        onClose={close}
        openerRef={openers.profile}
        renderWhenOpened
        // A player's panel opens on its heading: its rows load on demand, and the last, log out,
        // must never be where focus lands.
        focusTitle={isLoggedIn}
        title={isLoggedIn ? t(PROFILE_PAGE_LABELS[profile.page]) : t('login.title')}
        headerStart={
          isLoggedIn && !profile.atRoot ? (
            <IconButton type="button" onClick={profile.back} aria-label={t('panel.back')}>
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
                <path d="M12 4l-6 6 6 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
              </svg>
            </IconButton>
          ) : null
        }
      >
        {isLoggedIn ? (
          <>
            <ProfilePage page={profile.page} onOpen={profile.push} onBack={profile.back} />
            {profile.atRoot && <LogoutButton onDone={close} />}
          </>
        ) : (
          <LoginBox locale={locale} onNavigate={closeSoon} closePanel={close} />
        )}
      </Panel>

      <Panel id="menu-panel" side="right" open={open === 'menu'} onClose={close} openerRef={openers.menu} title={t('panel.menuTitle')}>
        <MenuList>
          {isLoggedIn && (
            <li>
              <button type="button" className="row" onClick={() => openPanel('profile')}>
                <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <Avatar size={28} />
                  {t('panel.loggedInAs', { name: player?.nickName ?? '' })}
                </span>
                <span aria-hidden="true">›</span>
              </button>
            </li>
          )}
          {([...items, ...MORE_NAV_ITEMS] as NavItem[]).map((item) => (
            <li key={item.id}>
              <SiteLink href={href(item.routeKey, item.params, locale)} onClick={closeSoon}>
                {label(item)}
              </SiteLink>
              {item.children && item.children.length > 0 && (
                <ul>
                  {item.children.map((child) => (
                    <li key={child.id}>
                      <SiteLink href={href(child.routeKey, child.params, locale)} onClick={closeSoon}>
                        {label(child)}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </MenuList>
        <LanguageSwitcher />
        <ResponsibleNotice className="menu-responsible" />
      </Panel>

      <Panel
        id="search-panel"
        side="bottom"
        open={open === 'search'}
        onClose={close}
        openerRef={openers.search}
        title={t('search.panelTitle')}
      >
        <SearchBox locale={locale} onSearched={close} inline />
      </Panel>
    </>
  );
}
