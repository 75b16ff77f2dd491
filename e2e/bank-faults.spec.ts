import { expect, test, type APIRequestContext } from './fixtures';
import type { Locale } from '../lib/routes';
import { ADMIN_TOKEN, GLOBAL_STATE, PLATFORM_URL } from './env';
import { WALLET, depositAsNewCustomer } from './site';

/**
 * A deposit that meets a faulty bank simulator (docs/decisions.md#bank-faults): the bank takes
 * the approval but its answer never reaches the platform, or reaches it late. Back on the site
 * the player is told, in their language, that the deposit is pending (not an error); a late
 * answer then shows the credited deposit. The fault is the platform's, so these run one at a time.
 */

const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;

async function setBankFault(request: APIRequestContext, mode: string, delayMs?: number): Promise<void> {
  const res = await request.post(`${platformUrl}/sandbox/admin/bank/fault`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { mode, delayMs },
  });
  expect(res.status()).toBe(200);
}

const CASES: { locale: Locale; mode: 'never' | 'slow'; delayMs?: number }[] = [
  { locale: 'fi', mode: 'never' },
  // Late enough that the pending message shows first on a busy machine.
  { locale: 'en', mode: 'slow', delayMs: 15_000 },
];

test.describe(`deposit against a faulty bank ${GLOBAL_STATE}`, () => {
  test.afterEach(async ({ request }) => setBankFault(request, 'none'));

  for (const { locale, mode, delayMs } of CASES) {
    const w = WALLET[locale];
    test(`${mode} bank (${locale}): the deposit is pending with a clear message`, async ({ page, request }) => {
      test.setTimeout(90_000);
      await setBankFault(request, mode, delayMs);
      await depositAsNewCustomer(page, locale, '20');
      const status = page.getByTestId('deposit-status');
      await expect(status).toHaveAttribute('data-outcome', 'pending', { timeout: 20_000 });
      await expect(status).toContainText(w.depositReturn.pending);
      if (mode === 'slow') {
        // The bank's late answer credits the deposit; the player sees it without reloading.
        await expect(status).toHaveAttribute('data-outcome', 'ok', { timeout: 40_000 });
        await expect(status).toContainText('€20.00');
      }
    });
  }
});
