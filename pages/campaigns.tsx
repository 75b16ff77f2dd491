import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { CampaignsView } from '@/components/bonuses/CampaignsView';
import { HomeContent } from '@/components/content/HomeContent';
import { RoutePage } from '@/components/layout/RoutePage';
import { Seo } from '@/components/seo/Seo';
import { href, toLocale } from '@/lib/routes';
import { SiteLink } from '@/components/common/SiteLink';
import type { Namespace } from '@/lib/i18n/namespaces';
import { campaignsPageProps, type CampaignsProps } from '@/lib/content/cmsPageProps.server';
import { selectIsLoggedIn, useAppSelector } from '@/store';

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = [];

/**
 * Route 'campaigns' (login required, docs/product/screens.md): the CMS page 'campaigns' (hero, features,
 * rich text), then the player's deposit campaigns and free-spin bonuses (the same view as the
 * profile's campaigns page).
 */
export default function CampaignsPage({ page }: CampaignsProps) {
  const { t } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  // A player sees their campaigns; only a visitor is asked to log in (the CMS text does not ask it).
  const playerView = isLoggedIn ? (
    <CampaignsView />
  ) : (
    <p data-testid="campaigns-login-prompt">
      {t('campaignsPage.loginPrompt')}{' '}
      <SiteLink href={`${href('login', {}, locale)}?redirectUrl=${encodeURIComponent(href('campaigns', {}, locale))}`}>
        {t('campaignsPage.login')}
      </SiteLink>
    </p>
  );
  if (!page || page.blocks.length === 0) return <RoutePage routeKey="campaigns">{playerView}</RoutePage>;
  return (
    <>
      <Seo
        routeKey="campaigns"
        title={`${page.title} | ${t('siteName')}`}
        description={page.description || t('routes.campaigns.description')}
      />
      <HomeContent page={page} locale={locale} />
      {playerView}
    </>
  );
}

export const getStaticProps = campaignsPageProps(PAGE_NAMESPACES);
