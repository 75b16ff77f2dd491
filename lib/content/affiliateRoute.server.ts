/**
 * The handler of GET /api/site/affiliate?reference=… (pages/api/site/affiliate.ts): the affiliate of the welcome banner with its messages
 * sanitised here, on the site's server (lib/html/sanitize.ts), so a visitor's first page does not
 * load the sanitiser into the browser for it. 404 for an unknown or malformed reference (then the
 * banner asks for the default one). Not kept on the server: a visitor asks once a week (the
 * banner's cookie), and a message changed through the admin endpoint shows at once.
 * The reference is a query parameter, not a path segment: Next matches the /api/* rewrite to the
 * platform before dynamic routes, but after fixed ones.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { getAffiliate } from '@/services/content/articles';
import { isAffiliateReference } from './affiliate';

/** How long a browser may reuse an answer: the banner shows once a week, the message rarely changes. */
const BROWSER_CACHE_SECONDS = 60;

export default async function affiliateHandler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('Allow', 'GET');
    return res.status(405).json({ success: false });
  }
  const reference = req.query.reference;
  const affiliate = isAffiliateReference(reference) ? await getAffiliate(reference) : null;
  if (!affiliate) return res.status(404).json({ success: false });
  res.setHeader('Cache-Control', `public, max-age=${BROWSER_CACHE_SECONDS}`);
  return res.status(200).json(affiliate);
}
