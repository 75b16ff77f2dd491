import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Locale } from '../lib/routes';
import { ADMIN_TOKEN, PLATFORM_URL, SITE_URL } from './env';

/** Test players created straight through the platform API, shared by the browser suites. */
export const PASSWORD = 'Sandbox-pass-1';
const platformUrl = process.env.E2E_PLATFORM_URL || PLATFORM_URL;

/** A fresh email and nickname, so that every test has its own player. */
export function uniqueIdentity(tag: string): { email: string; nick: string } {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  return { email: `${tag}-${id}@example.test`, nick: `p${id}`.slice(0, 20) };
}

/**
 * Set-up calls made straight to the platform act as a client of their own (the platform trusts
 * X-Forwarded-For from loopback), so they do not use up the per-IP rate limits that the
 * browser's own steps count against.
 */
export function setupClient(): Record<string, string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  return { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` };
}

/** The newest outbox message to an address (polled until it arrives). */
export async function outboxMessage(
  request: APIRequestContext,
  to: string,
  match: (message: Record<string, unknown>) => boolean = () => true,
): Promise<Record<string, unknown>> {
  let found: Record<string, unknown> | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${platformUrl}/sandbox/outbox`, {
          params: { to, kind: 'email' },
          headers: { 'x-admin-token': ADMIN_TOKEN },
        });
        const body = (await response.json()) as { messages?: Record<string, unknown>[] };
        found = body.messages?.find(match);
        return Boolean(found);
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found as Record<string, unknown>;
}

/** A registered player, not yet activated: the activation code waits in the outbox. */
export async function registerPlayer(
  request: APIRequestContext,
  locale: Locale,
  tag: string,
  /** The player's country (three letters); by default EST for et, else FIN. */
  country?: string,
): Promise<{ email: string; nick: string; userId: number; headers: Record<string, string> }> {
  const { email, nick } = uniqueIdentity(tag);
  const headers = setupClient();
  const register = await request.post(`${platformUrl}/player/registerPlayer`, {
    headers,
    form: {
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      country: country ?? (locale === 'et' ? 'EST' : 'FIN'),
      registrationCurrency: 'EUR',
      language: locale,
      nickName: nick,
      firstName: 'Testi',
      lastName: 'Pelaaja',
      birthDate: '1990-05-17',
      ageChecked: 'true',
      policyChecked: 'true',
      privacyPolicyChecked: 'true',
    },
  });
  expect(register.ok(), await register.text()).toBe(true);
  const { userId } = (await register.json()) as { userId: number };
  return { email, nick, userId, headers };
}

/** A registered player activated with the code from the outbox. */
export async function registerActivatedPlayer(
  request: APIRequestContext,
  locale: Locale,
  tag: string,
  /** The player's country (three letters); by default EST for et, else FIN. */
  country?: string,
): Promise<{ email: string; nick: string; userId: number; headers: Record<string, string> }> {
  const player = await registerPlayer(request, locale, tag, country);
  const message = await outboxMessage(request, player.email);
  const activate = await request.post(`${platformUrl}/player/activate`, {
    headers: player.headers,
    form: { activationCode: String(message.code) },
  });
  expect(activate.ok(), await activate.text()).toBe(true);
  return player;
}

/** A registered, activated player (with cash or promo money when asked), logged in in the page's browser context. */
export async function loggedInPlayer(
  page: Page,
  request: APIRequestContext,
  locale: Locale,
  grant: { cash?: number; promo?: number } = {},
): Promise<{ email: string; nick: string; userId: number }> {
  const { email, nick, userId } = await registerActivatedPlayer(request, locale, 'first');
  if (grant.cash || grant.promo) {
    const res = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/grant`, {
      headers: { 'x-admin-token': ADMIN_TOKEN },
      data: grant,
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  // Through the site's /api rewrite, so the session cookie belongs to the site's origin.
  const login = await page.request.post(`${SITE_URL}/api/login`, { form: { email, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return { email, nick, userId };
}

/**
 * A player the bank created has no email yet: the site asks to complete the account first. Fills
 * the dialog with a fresh identity and answers its nickname.
 */
export async function completeAccountDialog(page: Page, tag: string): Promise<string> {
  const modal = page.getByTestId('complete-account');
  await expect(modal).toBeVisible({ timeout: 20_000 });
  const { email, nick } = uniqueIdentity(tag);
  await modal.locator('input[name=nickName]').fill(nick);
  await modal.locator('input[name=email]').fill(email);
  await modal.locator('input[name=phoneNumber]').fill(`40${Date.now().toString().slice(-7)}`);
  await modal.locator('input[name=password]').fill(PASSWORD);
  await modal.locator('input[name=confirmPassword]').fill(PASSWORD);
  await modal.locator('button[type=submit]').click();
  await expect(modal).toBeHidden();
  return nick;
}

/**
 * Seeds the sandbox slot for a player (platform/src/features/games/slot/seededDraws.ts): their
 * real-money rounds draw their reels from `seed`, in order, so a test plays known rounds.
 */
export async function seedSlot(request: APIRequestContext, userId: number, seed: number): Promise<void> {
  const res = await request.post(`${platformUrl}/sandbox/admin/players/${userId}/slotSeed`, {
    headers: { 'x-admin-token': ADMIN_TOKEN },
    data: { seed },
  });
  expect(res.ok(), await res.text()).toBe(true);
}
