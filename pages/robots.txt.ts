import type { GetServerSideProps } from 'next';
import { SITE_URL } from '@/components/seo/Seo';
import { robotsTxt } from '@/lib/seo/sitemap';

/** /robots.txt pointing to the sitemap. */
export default function Robots() {
  return null;
}

export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'public, s-maxage=3600');
  res.end(robotsTxt(SITE_URL));
  return { props: {} };
};
