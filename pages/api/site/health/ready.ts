/**
 * GET /api/site/health/ready: this instance should get requests; 503 from SIGTERM on, while it
 * drains (lib/server/lifecycle.ts; docs/decisions.md#health-endpoints). The site serves its
 * pre-rendered pages even when Redis or the platform is away, so neither is asked here.
 */
import type { NextApiRequest, NextApiResponse } from 'next';
import { siteLifecycle } from '@/lib/server/lifecycle';

export default function ready(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (siteLifecycle().draining) return res.status(503).json({ success: false, error: 'Shutting down' });
  return res.status(200).json({ success: true, status: 'ready' });
}
