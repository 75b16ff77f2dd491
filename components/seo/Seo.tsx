import Head from 'next/head';
import { useRouter } from 'next/router';
import { SITE_ORIGIN } from '@/lib/config/siteUrl';
import { alternates, href, toLocale, type RouteKey, type RouteParams } from '@/lib/routes';

export const SITE_URL = SITE_ORIGIN;

export interface SeoProps {
  routeKey: RouteKey;
  params?: RouteParams;
  title: string;
  description: string;
  /** Leave the page out of search engines (404 and account pages). */
  noIndex?: boolean;
}

/** Localized <title>, meta description, canonical URL and hreflang alternates from the route table. */
export function Seo({ routeKey, params = {}, title, description, noIndex }: SeoProps) {
  const { locale } = useRouter();
  const lang = toLocale(locale);
  let canonical: string | undefined;
  let links: { hrefLang: string; href: string }[] = [];
  try {
    canonical = `${SITE_URL}${href(routeKey, params, lang)}`;
    links = alternates(routeKey, params).map((link) => ({ ...link, href: `${SITE_URL}${link.href}` }));
  } catch {
    // A route parameter is missing (first render of a static page): no canonical yet.
  }
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} key="description" />
      <meta property="og:title" content={title} key="og:title" />
      <meta property="og:description" content={description} key="og:description" />
      {noIndex && <meta name="robots" content="noindex" key="robots" />}
      {canonical && <link rel="canonical" href={canonical} key="canonical" />}
      {links.map((link) => (
        <link rel="alternate" hrefLang={link.hrefLang} href={link.href} key={`alt-${link.hrefLang}`} />
      ))}
    </Head>
  );
}
