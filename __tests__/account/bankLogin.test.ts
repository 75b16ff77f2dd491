import { http, HttpResponse } from 'msw';
import { BANK_AUTH_TYPE, clearBankLogin, storedBankLoginToken } from '@/lib/account/bankLoginToken';
import { BANK_COUNTRY, DEFAULT_BANK_METHOD } from '@/lib/wallet/bank';
import { STORAGE_KEYS } from '@/lib/account/sessionStorage';
import { makeStore } from '@/store';
import * as bankLogin from '@/store/bankLogin';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

// The thunks, dispatched as the login box and the return from the bank do.
const store = makeStore();
const startBankLogin = (...args: Parameters<typeof bankLogin.startBankLogin>) => store.dispatch(bankLogin.startBankLogin(...args));
const pollBankLogin = (...args: Parameters<typeof bankLogin.pollBankLogin>) => store.dispatch(bankLogin.pollBankLogin(...args));

beforeEach(() => window.sessionStorage.clear());

function initLoginHandler(bodies: Record<string, FormDataEntryValue>[]) {
  return http.post(api('/payment/initLogin'), async ({ request }) => {
    bodies.push(Object.fromEntries((await request.formData()).entries()));
    return HttpResponse.json({ success: true, token: 'tok-1', redirectUrl: '/api/sandbox/bank/login/tok-1' });
  });
}

describe('bank login start (docs/product/flows.md)', () => {
  it('country by locale: fi and en → FIN, et → EST', () => {
    expect(BANK_COUNTRY).toEqual({ fi: 'FIN', et: 'EST', en: 'FIN' });
  });

  it('uses the first payment method, stores the auth type and the token, and redirects', async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(api('/payment/methods'), () => HttpResponse.json({ success: true, methods: [{ method: 'trustly' }, { method: 'other' }] })),
      initLoginHandler(bodies),
    );
    const assign = jest.fn();
    expect(await startBankLogin('et', '/et/sisselogimine?redirectUrl=%2Fet', assign)).toBeNull();
    expect(bodies).toEqual([{ country: 'EST', method: 'trustly', lang: 'et', returnUrl: '/et/sisselogimine?redirectUrl=%2Fet' }]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.authType)).toBe(BANK_AUTH_TYPE);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.bankLoginToken)).toBe('tok-1');
    expect(storedBankLoginToken()).toBe('tok-1');
    expect(assign).toHaveBeenCalledWith('/api/sandbox/bank/login/tok-1');
  });

  it("falls back to method 'bank' when the platform has no payment methods", async () => {
    const bodies: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(api('/payment/methods'), () => platformError(404, 'Not found', 100)),
      initLoginHandler(bodies),
    );
    await startBankLogin('fi', '/fi', jest.fn());
    expect(bodies[0]).toMatchObject({ country: 'FIN', method: DEFAULT_BANK_METHOD });
  });

  it('a failed start stores nothing and stays on the page', async () => {
    server.use(
      http.get(api('/payment/methods'), () =>
        HttpResponse.json({ success: true, methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 } }] }),
      ),
      http.post(api('/payment/initLogin'), () => platformError(503, 'Provider down', 119)),
    );
    const assign = jest.fn();
    expect(await startBankLogin('en', '/en', assign)).toMatchObject({ errorCode: 119 });
    expect(assign).not.toHaveBeenCalled();
    expect(storedBankLoginToken()).toBeNull();
  });

  it('a stored token counts only with the bank auth type; clearing removes both', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.bankLoginToken, 'x');
    expect(storedBankLoginToken()).toBeNull();
    window.sessionStorage.setItem(STORAGE_KEYS.authType, BANK_AUTH_TYPE);
    expect(storedBankLoginToken()).toBe('x');
    clearBankLogin();
    expect(window.sessionStorage.length).toBe(0);
  });
});

describe('bank login status polling', () => {
  it('polls until the login is no longer pending', async () => {
    const answers = ['pending', 'pending', 'approved'];
    const tokens: FormDataEntryValue[] = [];
    server.use(
      http.post(api('/payment/loginStatus'), async ({ request }) => {
        tokens.push((await request.formData()).get('token') as FormDataEntryValue);
        return HttpResponse.json({ success: true, status: answers.shift() });
      }),
    );
    expect(await pollBankLogin('tok-1', { intervalMs: 1 })).toEqual({ status: 'approved' });
    expect(tokens).toEqual(['tok-1', 'tok-1', 'tok-1']);
  });

  it('is bounded', async () => {
    let calls = 0;
    server.use(http.post(api('/payment/loginStatus'), () => (calls++, HttpResponse.json({ success: true, status: 'pending' }))));
    expect(await pollBankLogin('tok', { intervalMs: 1, maxAttempts: 4 })).toEqual({ status: 'timeout' });
    expect(calls).toBe(4);
  });

  it('reports cancelled, expired and failures', async () => {
    server.use(http.post(api('/payment/loginStatus'), () => HttpResponse.json({ success: true, status: 'cancelled' })));
    expect(await pollBankLogin('a', { intervalMs: 1 })).toEqual({ status: 'cancelled' });
    server.use(http.post(api('/payment/loginStatus'), () => HttpResponse.json({ success: true, status: 'expired' })));
    expect(await pollBankLogin('a', { intervalMs: 1 })).toEqual({ status: 'expired' });
    server.use(http.post(api('/payment/loginStatus'), () => platformError(404, 'Unknown token', 100)));
    expect(await pollBankLogin('a', { intervalMs: 1 })).toMatchObject({ status: 'error', failure: { errorCode: 100 } });
  });

  it('stops when cancelled', async () => {
    expect(await pollBankLogin('a', { signal: AbortSignal.abort() })).toBeNull();
  });
});
