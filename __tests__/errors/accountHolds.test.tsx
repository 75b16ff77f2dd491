import { fireEvent, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useRouter } from 'next/router';
import type { ReactElement } from 'react';
import enAccount from '@/locales/en/account.json';
import enCommon from '@/locales/en/common.json';
import enErrors from '@/locales/en/errors.json';
import enWallet from '@/locales/en/wallet.json';
import etAccount from '@/locales/et/account.json';
import etCommon from '@/locales/et/common.json';
import etErrors from '@/locales/et/errors.json';
import etWallet from '@/locales/et/wallet.json';
import fiAccount from '@/locales/fi/account.json';
import fiCommon from '@/locales/fi/common.json';
import fiErrors from '@/locales/fi/errors.json';
import fiWallet from '@/locales/fi/wallet.json';
import { LoginBox } from '@/components/account/LoginBox';
import { DepositForm } from '@/components/wallet/DepositForm';
import { WithdrawForm } from '@/components/wallet/WithdrawForm';
import { errorMessageKey } from '@/lib/errors';
import { TranslationsContext } from '@/lib/i18n/useTranslation';
import { Translations } from '@/lib/i18n/translations';
import { makeStore, type RootState } from '@/store';
import { mockRouter, renderWithStore } from '../components/testUtils';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

/**
 * The codes of an account hold (docs/product/flows.md "Account holds") shown where the player
 * meets them, in the page's language: 108 on the login form, 129/219/231/234/235/260 on the
 * deposit form, 231/235/260 at withdraw start (235 and 260 with the extra withdraw line) and at
 * withdraw.
 */
jest.mock('next/router', () => ({ useRouter: jest.fn() }));

setupPlatformServer();
const useRouterMock = useRouter as jest.Mock;

const LOCALES = ['fi', 'et', 'en'] as const;
type Locale = (typeof LOCALES)[number];
const ERRORS = { fi: fiErrors, et: etErrors, en: enErrors } as unknown as Record<Locale, Record<string, string>>;
const RESOURCES = {
  fi: { account: fiAccount, common: fiCommon, errors: fiErrors, wallet: fiWallet },
  et: { account: etAccount, common: etCommon, errors: etErrors, wallet: etWallet },
  en: { account: enAccount, common: enCommon, errors: enErrors, wallet: enWallet },
};

/** The texts of a code in its context, straight from the locale file. */
function expected(locale: Locale, code: number, context: 'login' | 'deposit' | 'withdrawInit' | 'withdraw'): string {
  return errorMessageKey(code, context, {}, locale)
    .keys.map((key) => ERRORS[locale][key])
    .join(' ');
}

function renderIn(locale: Locale, ui: ReactElement, state?: Partial<RootState>) {
  useRouterMock.mockReturnValue(mockRouter({ pathname: '/', asPath: '/', locale }));
  return renderWithStore(
    <TranslationsContext.Provider value={new Translations(locale, RESOURCES)}>{ui}</TranslationsContext.Provider>,
    state,
  );
}

function loggedInState(): Partial<RootState> {
  const state = makeStore().getState();
  return { profile: { ...state.profile, isLoggedIn: true } };
}

const CASES = LOCALES.flatMap((locale) => [129, 219, 231, 234, 235, 260].map((code) => [locale, code] as const));

beforeEach(() => window.sessionStorage.clear());

describe('account hold codes in their context, translated', () => {
  it.each(LOCALES)('the texts exist and differ from the unexpected error (%s)', (locale) => {
    for (const code of [108, 129, 219, 231, 234, 235, 260]) {
      const text = expected(locale, code, 'deposit');
      expect(text).toBeTruthy();
      expect(text).not.toBe(ERRORS[locale].unexpected);
    }
    expect(expected(locale, 235, 'withdrawInit')).toBe(`${ERRORS[locale].riskBlocked} ${ERRORS[locale].withdrawInitFailed}`);
    expect(expected(locale, 260, 'withdrawInit')).toBe(`${ERRORS[locale].riskBlocked} ${ERRORS[locale].withdrawInitFailed}`);
    expect(expected(locale, 231, 'withdrawInit')).toBe(ERRORS[locale].pepFailure);
    expect(expected(locale, 235, 'withdraw')).toBe(ERRORS[locale].riskBlocked);
  });

  it.each(LOCALES)('108 on the login form (%s)', async (locale) => {
    server.use(http.post(api('/login'), () => platformError(403, 'Blocked', 108)));
    renderIn(locale, <LoginBox locale={locale} onLoginPage />);
    fireEvent.change(screen.getByLabelText(RESOURCES[locale].common.login.email), { target: { value: 'a@b.fi' } });
    fireEvent.change(screen.getByLabelText(RESOURCES[locale].common.login.password), { target: { value: 'secret77' } });
    fireEvent.click(screen.getByRole('button', { name: RESOURCES[locale].common.login.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(expected(locale, 108, 'login'));
    expect(alert.textContent).toBe(ERRORS[locale].countryBlocked);
  });

  it.each(CASES)('%s: %i on the deposit form, before the bank', async (locale, code) => {
    const assign = jest.fn();
    server.use(
      http.get(api('/payment/methods'), () =>
        HttpResponse.json({
          success: true,
          methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 }, storedData: [{ reference: 'r1' }] }],
        }),
      ),
      http.get(api('/transactions/deposits'), () =>
        HttpResponse.json({ success: true, count: 0, pageCount: 0, page: 1, transactions: [] }),
      ),
      http.post(api('/payment/confirmDeposit'), () => platformError(403, 'Held', code)),
    );
    renderIn(locale, <DepositForm assign={assign} />, loggedInState());
    const wallet = RESOURCES[locale].wallet.deposit;
    fireEvent.change(await screen.findByLabelText(wallet.amount), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: wallet.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(expected(locale, code, 'deposit'));
    expect(alert).toHaveAttribute('data-code', String(code));
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(LOCALES.flatMap((locale) => [231, 235, 260].map((code) => [locale, code] as const)))(
    '%s: %i at withdraw start (235 and 260 with the withdraw line)',
    async (locale, code) => {
      server.use(http.get(api('/payment/initWithdraw'), () => platformError(403, 'Held', code)));
      renderIn(locale, <WithdrawForm />, loggedInState());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(expected(locale, code, 'withdrawInit'));
      if (code !== 231) expect(alert.textContent).toContain(ERRORS[locale].withdrawInitFailed);
      expect(screen.queryByRole('button', { name: RESOURCES[locale].wallet.withdraw.submit })).toBeNull();
    },
  );

  it.each(LOCALES.flatMap((locale) => [231, 235, 260].map((code) => [locale, code] as const)))(
    '%s: %i at withdraw',
    async (locale, code) => {
      server.use(
        http.get(api('/payment/initWithdraw'), () =>
          HttpResponse.json({
            success: true,
            totalBalance: 100,
            cashBalance: 100,
            promoBalance: 0,
            cashReserve: 0,
            withdrawable: 100,
            freeSpins: 0,
            methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 5000 } }],
          }),
        ),
        http.post(api('/payment/withdraw'), () => platformError(403, 'Held', code)),
        http.get(api('/player/balance'), () =>
          HttpResponse.json({ success: true, balance: 100, cash: 100, promo: 0, currency: 'EUR', currentTurnover: 0, totalTurnover: 0 }),
        ),
      );
      renderIn(locale, <WithdrawForm />, loggedInState());
      const withdraw = RESOURCES[locale].wallet.withdraw;
      fireEvent.change(await screen.findByLabelText(withdraw.amount), { target: { value: '20' } });
      fireEvent.click(screen.getByRole('button', { name: withdraw.submit }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(expected(locale, code, 'withdraw'));
      expect(alert.textContent).not.toContain(ERRORS[locale].withdrawInitFailed);
    },
  );
});

/**
 * The platform's database restarting (docs/product/errors.md 503): money and account calls answer
 * 503 with Retry-After; the player reads that it is brief and the balance is safe, never the
 * unexpected error.
 */
describe('503 (briefly unavailable) where money and account calls are made, translated', () => {
  const unavailable = () => platformError(503, 'Temporarily unavailable, please try again shortly', 503, { retryAfterSeconds: 3 });

  it.each(LOCALES)('on the login form (%s)', async (locale) => {
    server.use(http.post(api('/login'), unavailable));
    renderIn(locale, <LoginBox locale={locale} onLoginPage />);
    fireEvent.change(screen.getByLabelText(RESOURCES[locale].common.login.email), { target: { value: 'a@b.fi' } });
    fireEvent.change(screen.getByLabelText(RESOURCES[locale].common.login.password), { target: { value: 'secret77' } });
    fireEvent.click(screen.getByRole('button', { name: RESOURCES[locale].common.login.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERRORS[locale].temporarilyUnavailable);
  });

  it.each(LOCALES)('on the deposit form (%s)', async (locale) => {
    const assign = jest.fn();
    server.use(
      http.get(api('/payment/methods'), () =>
        HttpResponse.json({
          success: true,
          methods: [{ method: 'bank', minAmount: { EUR: 10 }, maxAmount: { EUR: 100000 }, storedData: [{ reference: 'r1' }] }],
        }),
      ),
      http.get(api('/transactions/deposits'), () =>
        HttpResponse.json({ success: true, count: 0, pageCount: 0, page: 1, transactions: [] }),
      ),
      http.post(api('/payment/confirmDeposit'), unavailable),
    );
    renderIn(locale, <DepositForm assign={assign} />, loggedInState());
    const wallet = RESOURCES[locale].wallet.deposit;
    fireEvent.change(await screen.findByLabelText(wallet.amount), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: wallet.submit }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERRORS[locale].temporarilyUnavailable);
    expect(alert.textContent).not.toBe(ERRORS[locale].unexpected);
    expect(assign).not.toHaveBeenCalled();
  });

  it.each(LOCALES)('at withdraw start (%s)', async (locale) => {
    server.use(http.get(api('/payment/initWithdraw'), unavailable));
    renderIn(locale, <WithdrawForm />, loggedInState());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ERRORS[locale].temporarilyUnavailable);
  });
});
