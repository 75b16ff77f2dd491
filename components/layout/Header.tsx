import dynamic from 'next/dynamic';
import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { href, type Locale } from '@/lib/routes';
import { selectAvailableSpins, selectIsLoggedIn, useAppSelector } from '@/store';
import { Badge, primaryStyle, secondaryStyle } from '@/components/common/ui';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { mainNavItems } from './navItems';
import { useNavGroups } from '@/components/games/NavGroupsContext';
import { SearchForm } from './SearchForm';
import { SESSION_TIMER_DOCK_ID } from '@/components/account/sessionTimerDock';
import { AFFILIATE_DOCK_ID } from '@/components/content/affiliateDock';

/** The logged-in player's buttons and dropdown load once a player is known (after hydration). */
const HeaderPlayer = dynamic(() => import('./HeaderPlayer').then((m) => m.HeaderPlayer), { ssr: false });

/** While the profile dropdown is open it lies above the notices (Toast), as a panel is. */
const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${theme.zIndices.header};
  &:has(#profile-dropdown) {
    z-index: ${theme.zIndices.overlay};
  }
  background: rgba(14, 11, 36, 0.92);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space.md};
  max-width: 1600px;
  min-height: 60px;
  margin: 0 auto;
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  ${media.up('md')} {
    min-height: ${theme.layout.headerHeight};
    padding: 0 ${theme.space.lg};
  }
`;

const Brand = styled(SiteLink)`
  display: inline-flex;
  flex: none;
  & svg {
    width: 132px;
    height: auto;
  }
  ${media.up('xxl')} {
    & svg {
      width: 160px;
    }
  }
`;

/*
 * Its items wrap onto a second line rather than run under the search when the bar is short of
 * room; below 1600 px the logo and the items' padding are smaller, so the logged-in buttons
 * arriving do not wrap it at laptop widths (a taller header would push the page).
 */
const Nav = styled.nav`
  display: none;
  ${media.up('lg')} {
    display: block;
    flex: 0 1 auto;
    min-width: 0;
  }
  & > ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  & > ul > li {
    position: relative;
  }
`;

const NavLink = styled(SiteLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xxs};
  min-height: 40px;
  padding: 0 ${theme.space.xs};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  ${media.up('xxl')} {
    padding: 0 ${theme.space.sm};
  }
  &:hover {
    background: ${theme.colors.surfaceHover};
    color: ${theme.colors.text};
  }
  &[aria-current='page'] {
    color: ${theme.colors.gold};
  }
`;

const SubMenu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 220px;
  margin: 0;
  padding: ${theme.space.xs};
  list-style: none;
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.card};
  opacity: 0;
  visibility: hidden;
  transform: translateY(4px);
  transition:
    opacity ${theme.transitions.fast},
    transform ${theme.transitions.fast};
  li:hover > &,
  li:focus-within > & {
    opacity: 1;
    visibility: visible;
    transform: none;
  }
  & a {
    display: block;
    width: 100%;
  }
`;

/**
 * The search takes the room the navigation and the player's buttons leave (which never shrink
 * under their text, so nothing lies over the field); it gives way first (its shrink weight), down
 * to 120 px, before the navigation wraps.
 */
const Search = styled.div`
  flex: 1 100 200px;
  min-width: 120px;
  max-width: 320px;
  margin-left: auto;
  display: none;
  ${media.up('md')} {
    display: block;
  }
`;

/*
 * The strip over the header's bar: the responsible-gaming note, the session timer's place and
 * the language switcher (from tablet width on); in the note's place the affiliate offer while it
 * shows (its room is there on every page, so the offer arriving moves nothing).
 */
const Strip = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  max-width: 1600px;
  min-height: 36px;
  margin: 0 auto;
  padding: 0 ${theme.space.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.xs};
  ${media.up('md')} {
    padding: 0 ${theme.space.lg};
  }
  & .offer {
    display: flex;
    flex: 1;
    align-items: center;
    min-width: 0;
  }
  & #${AFFILIATE_DOCK_ID}:not(:empty) {
    display: contents;
  }
  & #${AFFILIATE_DOCK_ID}:not(:empty) + .note {
    display: none;
  }
  & .dock {
    display: none;
    ${media.up('md')} {
      display: flex;
      align-items: center;
      gap: ${theme.space.md};
    }
  }
`;

const StripWrap = styled.div`
  background: ${theme.colors.bgDeep};
  border-bottom: 1px solid ${theme.colors.border};
`;

/*
 * Login and registration, or (once the player has loaded after hydration) the deposit and balance
 * buttons: from tablet width on the box keeps the room of the wider of the two, so the search
 * and navigation beside it do not move when one replaces the other. It never shrinks under its
 * buttons: a longer label (Estonian "Sissemakse") takes room from the search, not its place.
 */
const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: flex-end;
  gap: ${theme.space.xs};
  margin-left: auto;
  ${media.up('md')} {
    margin-left: 0;
    min-width: 340px;
  }
`;

const LoginLink = styled(SiteLink)`
  ${secondaryStyle};
  display: none;
  min-height: 40px;
  padding: 0 ${theme.space.md};
  ${media.up('md')} {
    display: inline-flex;
  }
`;
const RegisterLink = styled(SiteLink)`
  ${primaryStyle};
  min-height: 40px;
  padding: 0 ${theme.space.md};
`;

export interface HeaderProps {
  locale: Locale;
  currentPath: string;
  showNavigation: boolean;
  isGamePage: boolean;
}

/** Top bar: logo, desktop navigation, search, language switcher, login/registration or the player's balance. */
export function Header({ locale, currentPath, showNavigation, isGamePage }: HeaderProps) {
  const { t } = useTranslation('common');
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const availableSpins = useAppSelector(selectAvailableSpins);
  const items = mainNavItems({ isLoggedIn, availableSpins, ...useNavGroups() });

  const link = (routeKey: Parameters<typeof href>[0], params?: Record<string, string | number>) => href(routeKey, params, locale);

  return (
    <Bar>
      <StripWrap>
        <Strip>
          <div className="offer">
            <div id={AFFILIATE_DOCK_ID} />
            <span className="note">{t('footer.responsible')}</span>
          </div>
          <div className="dock">
            <div id={SESSION_TIMER_DOCK_ID} />
            <LanguageSwitcher />
          </div>
        </Strip>
      </StripWrap>
      <Inner>
        {/* Named by its logo image (no aria-label over the wordmark's own text): "Aurum Kasino – Home". */}
        <Brand href={href('home', {}, locale)}>
          <Logo title={`${t('siteName')} – ${t('nav.home')}`} />
        </Brand>
        {showNavigation && (
          <Nav aria-label={t('nav.mainLabel')}>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    href={link(item.routeKey, item.params)}
                    aria-current={link(item.routeKey, item.params) === currentPath ? 'page' : undefined}
                    onClick={(event) => event.currentTarget.blur()}
                  >
                    {item.labelKey ? t(item.labelKey) : item.label}
                    {item.badge !== undefined && <Badge aria-label={t('nav.bonusWheelSpins', { count: item.badge })}>{item.badge}</Badge>}
                  </NavLink>
                  {item.children && item.children.length > 0 && (
                    <SubMenu>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          {/* Leaving focus on the link would keep the menu open (:focus-within) over the next page. */}
                          <NavLink href={link(child.routeKey, child.params)} onClick={(event) => event.currentTarget.blur()}>
                            {child.labelKey ? t(child.labelKey) : child.label}
                          </NavLink>
                        </li>
                      ))}
                    </SubMenu>
                  )}
                </li>
              ))}
            </ul>
          </Nav>
        )}
        {showNavigation && (
          <Search>
            <SearchForm locale={locale} />
          </Search>
        )}
        <Actions>
          {isLoggedIn ? (
            <HeaderPlayer isGamePage={isGamePage} />
          ) : (
            <>
              <LoginLink href={`${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(currentPath)}`}>{t('nav.login')}</LoginLink>
              <RegisterLink href={href('registration', {}, locale)}>{t('nav.register')}</RegisterLink>
            </>
          )}
        </Actions>
      </Inner>
    </Bar>
  );
}
