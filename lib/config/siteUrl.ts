/**
 * The public origin for a page's absolute links (canonical, hreflang, JSON-LD), without a trailing
 * slash: SITE_URL as next.config's `env` gives it to the build, that is lib/config/env.ts's
 * siteUrl() (its default filled in, trimmed). Read here, not through env.ts, which would bring
 * every page's scripts the reader of every variable the server reads (0.4 kB gzip); empty only
 * where no build ran (unit tests).
 */
export const SITE_ORIGIN = process.env.SITE_URL ?? '';
