/**
 * GET /api/site/health/live: the site's server answers (for an orchestrator's restart decision).
 * Under /api/site/, which the front and Next's rewrite keep on the site (docs/decisions.md#health-endpoints).
 */
import type { NextApiRequest, NextApiResponse } from 'next';

export default function live(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  res.status(200).json({ success: true, status: 'live' });
}
