import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import { DROPDOWN_WIDTH_MAIN_PX, DROPDOWN_WIDTH_SUB_PX } from '@/lib/constants';
import { href, type Locale } from '@/lib/routes';
import { selectAvailableSpins, selectBalance, selectIsLoggedIn, selectPlayer, useAppSelector } from '@/store';
import { Badge, primaryStyle, secondaryStyle } from '@/components/common/ui';
import { Avatar } from './Avatar';
import { formatMoney } from '@/lib/format/money';
import { BalanceAmount } from '@/components/wallet/BalanceAmount';
import { DepositButton } from '@/components/wallet/DepositButton';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { mainNavItems } from './navItems';
import { useNavGroups } from '@/components/games/NavGroupsContext';
import { PROFILE_PAGE_LABELS } from './profilePageKeys';
import { SearchForm } from './SearchForm';
import { IconButton } from './IconButton';
import { useFocusOnPageChange, useProfileStack } from './useProfileStack';

/** The dropdown's profile pages and logout row load when a logged-in player opens it. */
const ProfilePage = dynamic(() => import('./ProfilePages').then((m) => m.ProfilePage), { ssr: false });
const LogoutButton = dynamic(() => import('@/components/account/LogoutButton').then((m) => m.LogoutButton), { ssr: false });

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  background: rgba(14, 11, 36, 0.92);
  backdrop-filter: blur(10px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  max-width: 1600px;
  min-height: 60px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  ${media.up('md')} { min-height: ${({ theme }) => theme.layout.headerHeight}; padding: 0 ${({ theme }) => theme.space.lg}; }
`;

const Brand = styled(Link)`
  display: inline-flex;
  flex: none;
  & svg { width: 132px; height: auto; }
  ${media.up('md')} { & svg { width: 160px; } }
`;

const DesktopOnly = styled.div`
  display: none;
  ${media.up('md')} { display: flex; }
`;

const Nav = styled.nav`
  display: none;
  ${media.up('lg')} { display: block; }
  & > ul { display: flex; gap: ${({ theme }) => theme.space.xxs}; margin: 0; padding: 0; list-style: none; }
  & > ul > li { position: relative; }
`;

const NavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.colors.surfaceHover}; color: ${({ theme }) => theme.colors.text}; }
  &[aria-current='page'] { color: ${({ theme }) => theme.colors.gold}; }
`;

const SubMenu = styled.ul`
  position: absolute;
  top: 100%;
  left: 0;
  min-width: 220px;
  margin: 0;
  padding: ${({ theme }) => theme.space.xs};
  list-style: none;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.card};
  opacity: 0;
  visibility: hidden;
  transform: translateY(4px);
  transition: opacity ${({ theme }) => theme.transitions.fast}, transform ${({ theme }) => theme.transitions.fast};
  li:hover > &, li:focus-within > & { opacity: 1; visibility: visible; transform: none; }
  & a { display: block; width: 100%; }
`;

const Search = styled.div`
  flex: 1 1 200px;
  /* Between tablet and desktop widths the search gives way to the balance button. */
  min-width: 120px;
  max-width: 320px;
  margin-left: auto;
  display: none;
  ${media.up('md')} { display: block; }
`;

const Strip = styled.div`
  display: none;
  ${media.up('md')} {
    display: flex;
    align-items: center;
    justify-content: space-between;
    max-width: 1600px;
    min-height: 36px;
    margin: 0 auto;
    padding: 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

const StripWrap = styled.div`
  background: ${({ theme }) => theme.colors.bgDeep};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/*
 * Login and registration, or (once the player has loaded after hydration) the deposit and balance
 * buttons: from tablet width on the box keeps the room of the wider of the two, so the search
 * and navigation beside it do not move when one replaces the other.
 */
const Actions = styled.div`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  margin-left: auto;
  ${media.up('md')} { margin-left: 0; min-width: 340px; }
`;

const LoginLink = styled(Link)`
  ${secondaryStyle};
  display: none;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  ${media.up('md')} { display: inline-flex; }
`;
const RegisterLink = styled(Link)`${primaryStyle}; min-height: 40px; padding: 0 ${({ theme }) => theme.space.md};`;

const BalanceButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm} 0 4px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover { border-color: ${({ theme }) => theme.colors.gold}; }
  & .nick { font-weight: 600; max-width: 96px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  ${media.up('lg')} { & .nick { max-width: 140px; } }
  & .amount { color: ${({ theme }) => theme.colors.gold}; font-weight: 700; font-variant-numeric: tabular-nums; }
  & .game-on { color: ${({ theme }) => theme.colors.emerald}; font-weight: 700; text-transform: uppercase; font-size: ${({ theme }) => theme.fontSizes.xs}; letter-spacing: 0.08em; }
`;

const HeaderDeposit = styled(DepositButton)`
  ${primaryStyle};
  min-height: 40px;
  margin-right: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.md};
  white-space: nowrap;
`;

const Dropdown = styled.div<{ $width: number }>`
  position: absolute;
  top: calc(100% + 8px);
  right: ${({ theme }) => theme.space.lg};
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 100px);
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.panel};
  & .dropdown-head { display: flex; align-items: center; gap: ${({ theme }) => theme.space.xs}; margin-bottom: ${({ theme }) => theme.space.sm}; }
  & .dropdown-head h2 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.lg}; }
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
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const availableSpins = useAppSelector(selectAvailableSpins);
  const items = mainNavItems({ isLoggedIn, availableSpins, ...useNavGroups() });
  const [dropdownWanted, setDropdownOpen] = useState(false);
  // The dropdown exists only for a logged-in player; logging out closes it.
  const dropdownOpen = isLoggedIn && dropdownWanted;
  const profile = useProfileStack(dropdownOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const routerEvents = useRouter()?.events;
  const dropdownTitle = useCallback(() => dropdownRef.current?.querySelector<HTMLElement>('.dropdown-head h2'), []);
  useFocusOnPageChange(profile.page, dropdownOpen, dropdownTitle);

  // A link inside the dropdown (e.g. a transactions 'show all' link) closes it once the page changes.
  useEffect(() => {
    if (!routerEvents) return undefined;
    const close = () => setDropdownOpen(false);
    routerEvents.on('routeChangeComplete', close);
    return () => routerEvents.off('routeChangeComplete', close);
  }, [routerEvents]);

  useEffect(() => {
    if (!dropdownOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setDropdownOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!dropdownRef.current?.contains(target) && !buttonRef.current?.contains(target)) setDropdownOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [dropdownOpen]);

  const link = (routeKey: Parameters<typeof href>[0], params?: Record<string, string | number>) => href(routeKey, params, locale);

  return (
    <Bar>
      <StripWrap>
        <Strip>
          <span>{t('footer.responsible')}</span>
          <LanguageSwitcher />
        </Strip>
      </StripWrap>
      <Inner>
        {/* Named by its logo image (no aria-label over the wordmark's own text): "Aurum Kasino – Home". */}
        <Brand href={href('home', {}, locale)} locale={false}>
          <Logo title={`${t('siteName')} – ${t('nav.home')}`} />
        </Brand>
        {showNavigation && (
          <Nav aria-label={t('nav.mainLabel')}>
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <NavLink
                    href={link(item.routeKey, item.params)}
                    locale={false}
                    aria-current={link(item.routeKey, item.params) === currentPath ? 'page' : undefined}
                    onClick={(event) => event.currentTarget.blur()}
                  >
                    {item.labelKey ? t(item.labelKey) : item.label}
                    {item.badge !== undefined && (
                      <Badge aria-label={t('nav.bonusWheelSpins', { count: item.badge })}>{item.badge}</Badge>
                    )}
                  </NavLink>
                  {item.children && item.children.length > 0 && (
                    <SubMenu>
                      {item.children.map((child) => (
                        <li key={child.id}>
                          {/* Leaving focus on the link would keep the menu open (:focus-within) over the next page. */}
                          <NavLink href={link(child.routeKey, child.params)} locale={false} onClick={(event) => event.currentTarget.blur()}>
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
            <DesktopOnly>
              <HeaderDeposit />
              <BalanceButton
                ref={buttonRef}
                type="button"
                // The name starts with what the button shows (speech input finds it by its visible label), then its purpose.
                aria-label={[
                  [player?.nickName, isGamePage ? t('nav.gameOn') : balance ? formatMoney(balance.balance) : null].filter(Boolean).join(' '),
                  balance ? t('nav.openProfile', { balance: formatMoney(balance.balance) }) : t('panel.profileTitle'),
                ]
                  .filter(Boolean)
                  .join(', ')}
                aria-expanded={dropdownOpen}
                aria-controls="profile-dropdown"
                onClick={() => setDropdownOpen((open) => !open)}
              >
                <Avatar />
                <span className="nick">{player?.nickName}</span>
                {isGamePage ? (
                  <span className="game-on">{t('nav.gameOn')}</span>
                ) : (
                  // A same-size placeholder until a balance is known (never a made-up 0.00).
                  <BalanceAmount className="amount" amount={balance?.balance} testId="header-balance" />
                )}
              </BalanceButton>
            </DesktopOnly>
          ) : (
            <>
              <LoginLink href={`${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(currentPath)}`} locale={false}>
                {t('nav.login')}
              </LoginLink>
              <RegisterLink href={href('registration', {}, locale)} locale={false}>
                {t('nav.register')}
              </RegisterLink>
            </>
          )}
        </Actions>
      </Inner>
      {isLoggedIn && dropdownOpen && (
        <Dropdown
          id="profile-dropdown"
          ref={dropdownRef}
          $width={profile.atRoot ? DROPDOWN_WIDTH_MAIN_PX : DROPDOWN_WIDTH_SUB_PX}
          role="region"
          aria-label={t('panel.profileTitle')}
        >
          <div className="dropdown-head">
            {!profile.atRoot && (
              <IconButton type="button" onClick={profile.back} aria-label={t('panel.back')}>
                ‹
              </IconButton>
            )}
            <h2 tabIndex={-1}>{t(PROFILE_PAGE_LABELS[profile.page])}</h2>
          </div>
          <ProfilePage page={profile.page} onOpen={profile.push} onBack={profile.back} />
          {profile.atRoot && <LogoutButton onDone={() => setDropdownOpen(false)} />}
        </Dropdown>
      )}
    </Bar>
  );
}
