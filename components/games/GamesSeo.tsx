import { useTranslation } from '@/lib/i18n/useTranslation';
import { Seo } from '@/components/seo/Seo';
import type { RouteKey, RouteParams } from '@/lib/routes';

/** Seo with "{name} | site name" and a description; noIndex for pages beyond the first of a list. */
export function GamesSeo({
  routeKey,
  params,
  name,
  description,
  noIndex,
}: {
  routeKey: RouteKey;
  params?: RouteParams;
  name: string;
  description: string;
  noIndex?: boolean;
}) {
  const { t } = useTranslation('common');
  return <Seo routeKey={routeKey} params={params} title={`${name} | ${t('siteName')}`} description={description} noIndex={noIndex} />;
}
