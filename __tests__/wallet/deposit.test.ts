import { http, HttpResponse } from 'msw';
import { errorMessageForFailure } from '@/lib/errors';
import { DEPOSIT_TOKEN_KEY, storedDepositToken } from '@/lib/wallet/depositToken';
import { initialProfileState, makeStore, type RootState } from '@/store';
import * as deposit from '@/store/deposit';
// A logged-in player's page has the profile slice loaded (it handles the 115 rule's logout).
import '@/store/profile';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

// The thunks, dispatched as the deposit form and the return from the bank do (a logged-in player's store).
const loggedIn = { profile: { ...initialProfileState(), isLoggedIn: true } } as Partial<RootState>;
let store = makeStore(loggedIn);
beforeEach(() => {
  store = makeStore(loggedIn);
});
const submitDeposit = (...args: Parameters<typeof deposit.submitDeposit>) => store.dispatch(deposit.submitDeposit(...args));
const pollDeposit = (...args: Parameters<typeof deposit.pollDeposit>) => store.dispatch(deposit.pollDeposit(...args));

beforeEach(() => window.sessionStorage.clear());

type Body = Record<string, FormDataEntryValue>;

function capture(path: string, bodies: Body[], answer = { success: true, token: 'dep-1', redirectUrl: '/api/sandbox/bank/deposit/dep-1' }) {
  return http.post(api(path), async ({ request }) => {
    bodies.push(Object.fromEntries((await request.formData()).entries()));
    return HttpResponse.json(answer);
  });
}

describe('deposit submit (docs/product/flows.md)', () => {
  it('a logged-in player confirms with the stored method reference and is redirected', async () => {
    const bodies: Body[] = [];
    server.use(
      http.get(api('/payment/methods'), () =>
        HttpResponse.json({
          success: true,
          methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 }, storedData: [{ reference: 'ref-9' }] }],
        }),
      ),
      capture('/payment/confirmDeposit', bodies),
    );
    const assign = jest.fn();
    expect(await submitDeposit({ amount: 50, locale: 'fi', returnUrl: '/fi', loggedIn: true }, assign)).toBeNull();
    expect(bodies).toEqual([
      { amount: '50', method: 'bank', storedDetailReference: 'ref-9', lang: 'fi', returnUrl: '/fi', idempotencyKey: expect.any(String) },
    ]);
    expect(assign).toHaveBeenCalledWith('/api/sandbox/bank/deposit/dep-1');
    expect(storedDepositToken()).toBe('dep-1');
  });

  it('a logged-in player without stored details still confirms, without a reference', async () => {
    const bodies: Body[] = [];
    server.use(capture('/payment/confirmDeposit', bodies));
    await submitDeposit({ amount: 25.5, locale: 'en', returnUrl: '/en', loggedIn: true, method: { method: 'bank' } }, jest.fn());
    expect(bodies).toEqual([{ amount: '25.5', method: 'bank', lang: 'en', returnUrl: '/en', idempotencyKey: expect.any(String) }]);
  });

  it('a new customer starts a deposit with country by locale, EUR and the checkboxes', async () => {
    const bodies: Body[] = [];
    server.use(capture('/payment/initDeposit', bodies));
    const assign = jest.fn();
    await submitDeposit(
      {
        amount: 100,
        locale: 'et',
        returnUrl: '/et',
        loggedIn: false,
        method: { method: 'bank' },
        policyChecked: true,
        privacyPolicyChecked: true,
      },
      assign,
    );
    expect(bodies).toEqual([
      {
        country: 'EST',
        amount: '100',
        method: 'bank',
        currency: 'EUR',
        policyChecked: 'true',
        privacyPolicyChecked: 'true',
        lang: 'et',
        returnUrl: '/et',
        idempotencyKey: expect.any(String),
      },
    ]);
    expect(window.sessionStorage.getItem(DEPOSIT_TOKEN_KEY)).toBe('dep-1');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('a failure stores nothing, stays, and maps 115 → 108 (and logs out) and 117 with the limit', async () => {
    server.use(http.post(api('/payment/confirmDeposit'), () => platformError(401, 'Not logged in', 115)));
    const assign = jest.fn();
    const failure = await submitDeposit({ amount: 50, locale: 'fi', returnUrl: '/fi', loggedIn: true, method: { method: 'bank' } }, assign);
    expect(assign).not.toHaveBeenCalled();
    expect(storedDepositToken()).toBeNull();
    expect(errorMessageForFailure(failure!, 'deposit').code).toBe(108);
    expect(store.getState().profile.isLoggedIn).toBe(false);

    server.use(http.post(api('/payment/initDeposit'), () => platformError(400, 'Amount', 117, { paymentLimit: { maxAmount: 500 } })));
    const limit = await submitDeposit({ amount: 900, locale: 'fi', returnUrl: '/fi', loggedIn: false, method: { method: 'bank' } }, assign);
    const message = errorMessageForFailure(limit!, 'deposit');
    expect(message.code).toBe(117);
    expect(message.keys).toHaveLength(2);
    expect(message.values.amount).toBe('€500.00');
  });
});

describe('deposit idempotency keys (one per attempt)', () => {
  it('a retry of the same deposit after a failure sends the same key; another amount or a new deposit after success a new one', async () => {
    const bodies: Body[] = [];
    let fail = true;
    server.use(
      http.post(api('/payment/confirmDeposit'), async ({ request }) => {
        bodies.push(Object.fromEntries((await request.formData()).entries()));
        return fail ? platformError(502, 'Timeout', 119) : HttpResponse.json({ success: true, token: 'dep-2', redirectUrl: '/api/x' });
      }),
    );
    const submission = { amount: 40, locale: 'fi' as const, returnUrl: '/fi', loggedIn: true, method: { method: 'bank' } };
    await submitDeposit(submission, jest.fn());
    await submitDeposit(submission, jest.fn());
    await submitDeposit({ ...submission, amount: 41 }, jest.fn());
    fail = false;
    await submitDeposit({ ...submission, amount: 41 }, jest.fn());
    await submitDeposit({ ...submission, amount: 41 }, jest.fn());
    const keys = bodies.map((b) => b.idempotencyKey);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
  });
});

describe('deposit return polling', () => {
  it('polls until the deposit is decided', async () => {
    const answers = ['pending', 'pending', 'ok'];
    server.use(
      http.post(api('/payment/depositStatus'), () =>
        HttpResponse.json({ success: true, status: answers.shift(), amount: 30, currency: 'EUR' }),
      ),
    );
    expect(await pollDeposit('dep-1', { intervalMs: 1 })).toEqual({ status: 'ok', amount: 30, userId: undefined });
  });

  it('is bounded and reports failures', async () => {
    server.use(http.post(api('/payment/depositStatus'), () => HttpResponse.json({ success: true, status: 'pending' })));
    expect(await pollDeposit('dep-1', { intervalMs: 1, maxAttempts: 3 })).toEqual({ status: 'timeout' });
    server.use(http.post(api('/payment/depositStatus'), () => platformError(404, 'Unknown', 100)));
    expect(await pollDeposit('dep-1', { intervalMs: 1 })).toMatchObject({ status: 'error', failure: { errorCode: 100 } });
  });
});
