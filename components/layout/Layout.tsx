import dynamic from 'next/dynamic';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { afterHydration } from '@/components/common/afterHydration';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import { pageClassName } from '@/lib/routes';
import type { LayoutData } from '@/lib/seo/pageProps.server';
import {
  selectDepositOpen,
  selectIsLoading,
  selectIsLoggedIn,
  selectMaintenance,
  selectPlayerLoadFinished,
  selectServiceDisruption,
  useAppSelector,
} from '@/store';
import { useCurrentRoute } from './currentRoute';
import { Footer } from './Footer';
import { Header } from './Header';
import { DepositDialog, DepositReturn, LimitsLayer, useDepositReturnPending } from './lazyLayers';
import { LoadingScreen } from './LoadingScreen';
import { MobileNav } from './MobileNav';
import { ReloadNotice } from './ReloadNotice';
import { NavGroupsProvider } from '@/components/games/NavGroupsContext';

/*
 * Parts shown only in some states load with them: the maintenance screen and notices when there is
 * one (rendered on the server when the page's data has one, so their code is then listed with the
 * page); the phone balance bar for a logged-in player and the affiliate banner for a visitor once
 * the player check has finished (both after hydration, fixed over the bottom edge).
 */
const MaintenanceScreen = dynamic(() => import('./Maintenance').then((m) => m.MaintenanceScreen));
const MaintenanceBanner = dynamic(() => import('./Maintenance').then((m) => m.MaintenanceBanner));
const ServiceDisruptionNotice = dynamic(() => import('./Maintenance').then((m) => m.ServiceDisruptionNotice));
const BalanceBar = dynamic(() => import('./BalanceBar').then((m) => m.BalanceBar), { ssr: false });
/**
 * The polling, the page guard and the account layer (returns from the bank, account modals,
 * session timer) act after hydration, most once the player is known.
 */
const SitePolling = afterHydration(() => import('./SitePolling').then((m) => m.SitePolling));
const PageGuard = afterHydration(() => import('./PageGuard').then((m) => m.PageGuard));
const AccountLayer = afterHydration(() => import('@/components/account/AccountLayer').then((m) => m.AccountLayer));
const AffiliateBanner = afterHydration(() => import('@/components/content/AffiliateBanner').then((m) => m.AffiliateBanner));

/**
 * The phone's fixed bottom bars (navigation, and a logged-in player's balance bar) get room at the
 * very bottom, so the footer can scroll clear of them and nothing above moves; toasts sit above
 * the bars.
 */
const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  --fixed-bottom: ${theme.layout.bottomNavHeight};
  &[data-balance-bar='true'] {
    --fixed-bottom: calc(${`${theme.layout.bottomNavHeight} + ${theme.layout.balanceBarHeight}`});
  }
  padding-bottom: calc(var(--fixed-bottom) + env(safe-area-inset-bottom, 0px));
  ${media.up('md')} {
    --fixed-bottom: 0px;
    &[data-balance-bar='true'] {
      --fixed-bottom: 0px;
    }
    padding-bottom: 0;
  }
`;

const Main = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${`${theme.space.lg} ${theme.space.md}`};
  ${media.up('md')} {
    padding: ${`${theme.space.xl} ${theme.space.lg}`};
  }
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: ${theme.space.md};
  top: -100px;
  z-index: ${theme.zIndices.loading + 1};
  padding: ${`${theme.space.xs} ${theme.space.md}`};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.gold};
  color: ${theme.colors.onGold};
  font-weight: 700;
  &:focus {
    top: ${theme.space.xs};
    color: ${theme.colors.onGold};
  }
`;

export interface LayoutProps {
  layout?: LayoutData;
  children: ReactNode;
}

/**
 * The global layout (docs/product/screens.md "Global layout"): maintenance screen instead of the site when
 * maintenance is on; otherwise service-disruption notice, maintenance banner, header and top
 * navigation, page, footer (not on game pages), mobile navigation, loading screen, page guard.
 */
export function Layout({ layout, children }: LayoutProps) {
  const { t } = useTranslation('common');
  const route = useCurrentRoute();
  const maintenance = useAppSelector(selectMaintenance);
  const disruption = useAppSelector(selectServiceDisruption);
  const isLoading = useAppSelector(selectIsLoading);
  const playerLoadFinished = useAppSelector(selectPlayerLoadFinished);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const depositOpen = useAppSelector(selectDepositOpen);
  const depositReturnPending = useDepositReturnPending();

  if (maintenance.active) {
    // The polling keeps its place in the tree, so it runs on (and ends maintenance) without restarting.
    return (
      <>
        <SitePolling />
        <MaintenanceScreen locale={route.locale} messages={maintenance.messages} logo={maintenance.logo} />
      </>
    );
  }

  const flags = route.flags;
  const isGamePage = flags.gamePage === true;
  const showNavigation = flags.topNavigation !== false;
  const banner = layout?.siteSettings?.maintenanceBanner?.[route.locale];

  return (
    <>
      <SitePolling />
      <NavGroupsProvider value={layout?.nav}>
        <Wrapper className={`page ${pageClassName(route.key)}`} data-balance-bar={isLoggedIn && !isGamePage}>
          <SkipLink href="#main-content">{t('skipToContent')}</SkipLink>
          {disruption.active && <ServiceDisruptionNotice locale={route.locale} messages={disruption.messages} />}
          {banner && <MaintenanceBanner locale={route.locale} text={banner} />}
          <Header locale={route.locale} currentPath={route.publicPath} showNavigation={showNavigation} isGamePage={isGamePage} />
          {!isGamePage && isLoggedIn && <BalanceBar />}
          {/* Not on registration: the banner's one action is that page, and on a phone it would cover the form's terms and submit. */}
          {!isGamePage && route.key !== 'registration' && playerLoadFinished && !isLoggedIn && <AffiliateBanner locale={route.locale} />}
          <Main id="main-content" tabIndex={-1}>
            {children}
          </Main>
          {!isGamePage && <Footer html={layout?.siteSettings?.footerHtml} />}
          <MobileNav locale={route.locale} currentPath={route.publicPath} />
          <LoadingScreen loading={isLoading || !playerLoadFinished} shown={flags.loadingScreen !== false} />
          <ReloadNotice />
          <PageGuard />
          <AccountLayer locale={route.locale} isGamePage={isGamePage} popups={layout?.siteSettings?.popups} />
          {depositReturnPending && <DepositReturn />}
          {isLoggedIn && <LimitsLayer />}
          {isLoggedIn && depositOpen && <DepositDialog />}
        </Wrapper>
      </NavGroupsProvider>
    </>
  );
}
