import { acceptAmountInput, parseAmount, validateAmount } from '@/lib/wallet/amount';
import { lastSuccessfulDeposit, methodLimits, quickPicks } from '@/lib/wallet/rules';
import { needsForfeitConfirmation, validateWithdrawAmount, withdrawable, withdrawDisabled } from '@/lib/wallet/withdrawRules';

describe('quick-pick deposit amounts (docs/product/constants.md)', () => {
  it.each([
    [0, [25, 50, 100]],
    [24.99, [25, 50, 100]],
    [25, [50, 100, 200]],
    [49, [50, 100, 200]],
    [50, [100, 150, 200]],
    [99.99, [100, 150, 200]],
    [100, [150, 200, 300]],
    [5000, [150, 200, 300]],
  ])('last deposit %p → %p', (last, picks) => {
    expect(quickPicks(last)).toEqual(picks);
  });

  it('no deposit uses 49', () => {
    expect(quickPicks(null)).toEqual([50, 100, 200]);
    expect(quickPicks(undefined)).toEqual([50, 100, 200]);
  });

  it("the last successful deposit is the first 'ok' item", () => {
    expect(
      lastSuccessfulDeposit([
        { status: 'pending', amount: 500 },
        { status: 'ok', amount: 30 },
        { status: 'ok', amount: 200 },
      ]),
    ).toBe(30);
    expect(lastSuccessfulDeposit([{ status: 'declined', amount: 10 }])).toBeNull();
    expect(lastSuccessfulDeposit(null)).toBeNull();
  });
});

describe('deposit amount rules (docs/product/validation.md)', () => {
  it('parses comma and dot decimals', () => {
    expect(parseAmount('12,5')).toBe(12.5);
    expect(parseAmount('12.50')).toBe(12.5);
    expect(parseAmount(' 100 ')).toBe(100);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('abc')).toBeNull();
    expect(parseAmount('1,2,3')).toBeNull();
    expect(parseAmount('.')).toBeNull();
  });

  it('rejects input beyond 6 characters', () => {
    expect(acceptAmountInput('100000')).toBe(true);
    expect(acceptAmountInput('1000000')).toBe(false);
  });

  it('required, min and max with the limit amount', () => {
    const limits = { min: 10, max: 100000 };
    expect(validateAmount('', limits)).toEqual({ kind: 'required' });
    expect(validateAmount('x', limits)).toEqual({ kind: 'invalid' });
    expect(validateAmount('9,99', limits)).toEqual({ kind: 'min', amount: 10 });
    expect(validateAmount('10', limits)).toBeNull();
    expect(validateAmount('100000', limits)).toBeNull();
    expect(validateAmount('100001', limits)).toEqual({ kind: 'max', amount: 100000 });
    // Cents are the smallest unit, with either separator.
    expect(validateAmount('10,555', limits)).toEqual({ kind: 'decimals' });
    expect(validateAmount('10.555', limits)).toEqual({ kind: 'decimals' });
    expect(validateAmount('10,55', limits)).toBeNull();
    expect(validateAmount('10.5', limits)).toBeNull();
  });

  it('a withdrawal is checked against the withdrawable cash first, then the method limits', () => {
    const limits = { min: 10, max: 5000 };
    expect(validateWithdrawAmount('9999', limits, 45)).toEqual({ kind: 'max', amount: 45 });
    expect(validateWithdrawAmount('45,01', limits, 45)).toEqual({ kind: 'max', amount: 45 });
    expect(validateWithdrawAmount('45', limits, 45)).toBeNull();
    expect(validateWithdrawAmount('5', limits, 45)).toEqual({ kind: 'min', amount: 10 });
    expect(validateWithdrawAmount('6000', limits, 9000)).toEqual({ kind: 'max', amount: 5000 });
    expect(validateWithdrawAmount('', limits, 45)).toEqual({ kind: 'required' });
  });

  it("limits come from the method's EUR amounts with defaults 10 and 100000", () => {
    expect(methodLimits(null)).toEqual({ min: 10, max: 100000 });
    expect(methodLimits({ minAmount: { EUR: 20 } })).toEqual({ min: 20, max: 100000 });
    expect(methodLimits({ minAmount: { EUR: 5 }, maxAmount: { EUR: 500 } })).toEqual({ min: 5, max: 500 });
  });
});

describe('withdraw rules (docs/product/flows.md, docs/product/validation.md)', () => {
  it('withdrawable is cash minus reserve, not below zero', () => {
    expect(withdrawable(100, 30)).toBe(70);
    expect(withdrawable(10, 30)).toBe(0);
    expect(withdrawable(10.1, 0.2)).toBe(9.9);
  });

  it('button disabled when amount ≤ 0 or nothing is withdrawable', () => {
    expect(withdrawDisabled(null, 50)).toBe(true);
    expect(withdrawDisabled(0, 50)).toBe(true);
    expect(withdrawDisabled(-1, 50)).toBe(true);
    expect(withdrawDisabled(20, 0)).toBe(true);
    expect(withdrawDisabled(20, 50)).toBe(false);
  });

  it('confirmation when promo balance or free spins exist', () => {
    expect(needsForfeitConfirmation(0, 0)).toBe(false);
    expect(needsForfeitConfirmation(5, 0)).toBe(true);
    expect(needsForfeitConfirmation(0, 3)).toBe(true);
    expect(needsForfeitConfirmation(undefined, undefined)).toBe(false);
  });
});
