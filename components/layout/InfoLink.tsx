import { SiteLink } from '@/components/common/SiteLink';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { InfoPageSlug } from '@/lib/constants';
import { href } from '@/lib/routes';
import { useCurrentRoute } from './currentRoute';

/**
 * A link to one of the CMS information pages (terms, privacy, …) in the page's language. Beside
 * an accept-checkbox it opens in a new tab, so the form the player is filling in stays as it is.
 */
export function InfoLink({ slug, newTab = false, className }: { slug: InfoPageSlug; newTab?: boolean; className?: string }) {
  const { t } = useTranslation('help');
  const { locale } = useCurrentRoute();
  return (
    <SiteLink
      href={href('infoPage', { slug }, locale)}
      className={className}
      data-info-link={slug}
      {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
    >
      {t(newTab ? `links.read.${slug}` : `links.${slug}`)}
    </SiteLink>
  );
}
