import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { RouteKey } from '@/lib/routes';
import { Seo } from '@/components/seo/Seo';
import { routeParamsFromQuery } from '@/components/layout/currentRoute';
import { theme } from '@/styles/theme';

export const PageTitle = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: ${theme.fontWeights.black};
  letter-spacing: -0.01em;
  margin-bottom: ${theme.space.lg};
  @media (min-width: 768px) {
    font-size: 2.25rem;
  }
`;

const Lead = styled.p`
  max-width: 60ch;
  color: ${theme.colors.textMuted};
`;

/** A readable name from a slug: 'book-of-gold' → 'Book of gold'. */
function nameFromSlug(slug: string | undefined): string {
  if (!slug) return '';
  const text = decodeURIComponent(slug).replace(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export interface RoutePageProps {
  routeKey: RouteKey;
  /** Name for the heading of a page with parameters (game, group, provider); defaults from the slug or id. */
  name?: string;
  children?: ReactNode;
  noIndex?: boolean;
}

/** A page of the route table: localized title, description, canonical, hreflang and h1. */
export function RoutePage({ routeKey, name, children, noIndex }: RoutePageProps) {
  const { t } = useTranslation('common');
  const router = useRouter();
  const params = routeParamsFromQuery(routeKey, router.query);
  const vars = { name: name ?? nameFromSlug(String(params?.slug ?? params?.id ?? '')) };
  return (
    <>
      <Seo
        routeKey={routeKey}
        params={params ?? {}}
        title={`${t(`routes.${routeKey}.title`, vars)} | ${t('siteName')}`}
        description={t(`routes.${routeKey}.description`, vars)}
        noIndex={noIndex}
      />
      <PageTitle>{t(`routes.${routeKey}.heading`, vars)}</PageTitle>
      {children ?? <Lead>{t(`routes.${routeKey}.description`, vars)}</Lead>}
    </>
  );
}
