/**
 * The logged-in player's part of the header (tablet width and up): the deposit button and the
 * balance button with its profile dropdown. It loads once a player is known (after hydration),
 * into the room the header keeps for it, so a visitor's first paint carries none of it.
 */
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { DROPDOWN_WIDTH_MAIN_PX, DROPDOWN_WIDTH_SUB_PX } from '@/lib/constants';
import { formatMoney } from '@/lib/format/money';
import { selectBalance, selectPlayer, useAppSelector } from '@/store';
import { primaryStyle } from '@/components/common/ui';
import { BalanceAmount } from '@/components/wallet/BalanceAmount';
import { DepositButton } from '@/components/wallet/DepositButton';
import { Avatar } from './Avatar';
import { IconButton } from './IconButton';
import { PROFILE_PAGE_LABELS } from './profilePageKeys';
import { useFocusOnPageChange, useProfileStack } from './useProfileStack';

/** The dropdown's profile pages and logout row load when the player opens it. */
const ProfilePage = dynamic(() => import('./ProfilePages').then((m) => m.ProfilePage), { ssr: false });
const LogoutButton = dynamic(() => import('@/components/account/LogoutButton').then((m) => m.LogoutButton), { ssr: false });

const DesktopOnly = styled.div`
  display: none;
  ${media.up('md')} {
    display: flex;
  }
`;

const BalanceButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0 ${theme.space.sm} 0 4px;
  border-radius: ${theme.radii.pill};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.gold};
  }
  & .nick {
    font-weight: 600;
    max-width: 96px;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${media.up('xxl')} {
    & .nick {
      max-width: 140px;
    }
  }
  & .amount {
    color: ${theme.colors.gold};
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  & .game-on {
    color: ${theme.colors.emerald};
    font-weight: 700;
    text-transform: uppercase;
    font-size: ${theme.fontSizes.xs};
    letter-spacing: 0.08em;
  }
`;

const HeaderDeposit = styled(DepositButton)`
  ${primaryStyle};
  min-height: 40px;
  margin-right: ${theme.space.xs};
  padding: 0 ${theme.space.md};
  white-space: nowrap;
`;

const Dropdown = styled.div<{ $width: number }>`
  position: absolute;
  top: calc(100% + 8px);
  right: ${theme.space.lg};
  width: min(${({ $width }) => $width}px, calc(100vw - 32px));
  max-height: calc(100vh - 100px);
  overflow-y: auto;
  padding: ${theme.space.md};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  box-shadow: ${theme.shadows.panel};
  & .dropdown-head {
    display: flex;
    align-items: center;
    gap: ${theme.space.xs};
    margin-bottom: ${theme.space.sm};
  }
  & .dropdown-head h2 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
`;

/** The deposit and balance buttons and the profile dropdown the balance button opens. */
export function HeaderPlayer({ isGamePage }: { isGamePage: boolean }) {
  const { t } = useTranslation('common');
  const player = useAppSelector(selectPlayer);
  const balance = useAppSelector(selectBalance);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const profile = useProfileStack(dropdownOpen, 'dropdown', setDropdownOpen);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);
  const routerEvents = useRouter()?.events;
  const dropdownTitle = useCallback(() => dropdownRef.current?.querySelector<HTMLElement>('.dropdown-head h2'), []);
  useFocusOnPageChange(profile.page, dropdownOpen, dropdownTitle);

  // Opened: focus on its heading (never on a row that acts, like log out); closed with focus inside
  // it (Back, a page's own close): back to the balance button.
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dropdownOpen) dropdownTitle()?.focus();
    else if (wasOpen.current && (document.activeElement === document.body || !document.activeElement)) buttonRef.current?.focus();
    wasOpen.current = dropdownOpen;
  }, [dropdownOpen, dropdownTitle]);

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
      const target = event.target as Element;
      // A modal dialog over the page (a CMS notice that opened meanwhile, the deposit dialog) is not
      // "beside" the dropdown: dismissing it leaves the player's menu as it was.
      if (target.closest?.('[aria-modal="true"]')) return;
      if (!dropdownRef.current?.contains(target) && !buttonRef.current?.contains(target)) setDropdownOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [dropdownOpen]);

  return (
    <>
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
      {dropdownOpen && (
        <Dropdown
          id="profile-dropdown"
          data-layer=""
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
    </>
  );
}
