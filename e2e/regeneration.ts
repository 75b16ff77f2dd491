import { expect, type APIRequestContext } from '@playwright/test';
import { REVALIDATE_SECRET, SITE_URL } from './env';

const RECEIVER = `${SITE_URL}/api/site/revalidate`;
const HEADERS = { 'x-revalidate-secret': REVALIDATE_SECRET };
/** A site-wide regeneration is about a hundred renders one at a time; a busy machine takes minutes. */
const REGENERATION_TIMEOUT_MS = 180_000;

/**
 * For a test that changed site-wide content (footer, popups, maintenance) and put it back: the
 * site's pre-rendered pages show the put-back content only as the site regenerates them, one at a
 * time (pages/api/site/revalidate.ts), so a test after this one could meet the change. This asks
 * the receiver for a site-wide regeneration itself (the platform's own notice is sent in the
 * background and may still be on its way) and returns once the receiver has no page waiting or
 * rendering: every pre-rendered page was then rendered from the content as it is now.
 */
export async function untilSiteRegenerated(request: APIRequestContext): Promise<void> {
  const asked = await request.post(RECEIVER, { headers: HEADERS, data: { changes: [{ kind: 'siteSettings' }] } });
  expect(asked.status(), await asked.text()).toBe(202);
  await expect
    .poll(
      async () => {
        const { waiting, rendering } = (await (await request.get(RECEIVER, { headers: HEADERS })).json()) as {
          waiting: number;
          rendering: number;
        };
        return waiting + rendering;
      },
      { message: 'pages waiting for regeneration', timeout: REGENERATION_TIMEOUT_MS, intervals: [500, 1000, 2000] },
    )
    .toBe(0);
}
