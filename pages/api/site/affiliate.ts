/** GET /api/site/affiliate?reference=…: the welcome banner's affiliate, sanitised on the site's server (lib/content/affiliateRoute.server.ts). */
export { default } from '@/lib/content/affiliateRoute.server';
