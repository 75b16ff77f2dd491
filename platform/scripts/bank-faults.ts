/**
 * Bank faults for the `npm run bench:faults` table: one function per fault of the bank simulator
 * (docs/decisions.md#bank-faults), run against a running platform (its sandbox on, the admin
 * token known). Each makes new customers deposit through the simulator while the bank misbehaves,
 * polls their deposits as the site does, lets the bank recover and answers one row:
 * requests made, failed ones by status, seconds from the recovery until every deposit the bank
 * approved was credited, and deposits lost (approved at the bank but not credited exactly once).
 * The sandbox clock of the instance is moved on for `never` (reconciliation settles deposits older
 * than DEPOSIT_EXPIRY_MINUTES), so run it on a platform of its own. A figure, not a test.
 */
import { randomUUID } from 'node:crypto';

export interface BankFaultTarget {
  /** Where the platform's routes answer: an instance (http://127.0.0.1:4001) or the front's /api. */
  apiBase: string;
  adminToken: string;
  /** An origin the platform allows (ALLOWED_ORIGINS). */
  origin: string;
  /** PLATFORM_PUBLIC_PATH: the prefix of the bank page address the platform gives (default /api). */
  publicPath?: string;
  /** New customers depositing (default 5). */
  deposits?: number;
  /** How long to wait for every deposit to settle after the recovery (default 150 s). */
  settleSeconds?: number;
}

export interface BankFaultRow {
  requests: number;
  failedByStatus: Record<string, number>;
  secondsToRecover: number;
  lostDeposits: number;
}

const AMOUNT = 20;

/** The fields of the platform's JSON answers read here. */
type Answer = { status?: string; token?: string; redirectUrl?: string };

/** Counts every answer; a 5xx or an unexpected 4xx is a failed request. */
class Tally {
  requests = 0;
  failedByStatus: Record<string, number> = {};
  note(status: number, expected: number[]): void {
    this.requests++;
    if (!expected.includes(status)) this.failedByStatus[status] = (this.failedByStatus[status] ?? 0) + 1;
  }
}

/** A browser of a new customer: the binding cookie (and later the session) it is given. */
class Browser {
  private cookies = new Map<string, string>();
  constructor(
    private target: BankFaultTarget,
    private tally: Tally,
  ) {}
  async send(
    path: string,
    init: { method: string; body?: string; type?: string },
    expected: number[],
  ): Promise<{ status: number; body: Answer }> {
    const headers: Record<string, string> = { origin: this.target.origin };
    if (init.type) headers['content-type'] = init.type;
    if (this.cookies.size > 0) headers.cookie = [...this.cookies.values()].join('; ');
    const res = await fetch(`${this.target.apiBase}${path}`, { ...init, headers, redirect: 'manual', signal: AbortSignal.timeout(30_000) });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      this.cookies.set(pair.split('=')[0], pair);
    }
    const text = await res.text();
    this.tally.note(res.status, expected);
    let body: Answer = {};
    try {
      body = text ? (JSON.parse(text) as Answer) : {};
    } catch {
      body = {}; // an HTML page (the bank's)
    }
    return { status: res.status, body };
  }
  json(path: string, body: unknown, expected = [200]) {
    return this.send(path, { method: 'POST', body: JSON.stringify(body), type: 'application/json' }, expected);
  }
}

async function admin(target: BankFaultTarget, path: string, body: unknown): Promise<void> {
  const res = await fetch(`${target.apiBase}${path}`, {
    method: 'POST',
    headers: { 'x-admin-token': target.adminToken, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
}

const setFault = (target: BankFaultTarget, mode: string, delayMs?: number) => admin(target, '/sandbox/admin/bank/fault', { mode, delayMs });

interface Deposit {
  browser: Browser;
  token: string;
  bankPath: string;
  approved: boolean;
}

async function startDeposits(target: BankFaultTarget, tally: Tally): Promise<Deposit[]> {
  const prefix = target.publicPath ?? '/api';
  return Promise.all(
    Array.from({ length: target.deposits ?? 5 }, async () => {
      const browser = new Browser(target, tally);
      const init = await browser.json('/payment/initDeposit', {
        country: 'FIN',
        amount: AMOUNT,
        method: 'bank',
        currency: 'EUR',
        policyChecked: true,
        privacyPolicyChecked: true,
        idempotencyKey: randomUUID(),
      });
      if (init.status !== 200) throw new Error(`initDeposit: ${init.status}`);
      const redirect = String(init.body.redirectUrl);
      return { browser, token: String(init.body.token), bankPath: redirect.slice(prefix.length), approved: false };
    }),
  );
}

/** The player approves at the bank as a new random person; `bankStatuses` are what the bank may answer. */
async function approve(d: Deposit, bankStatuses: number[]): Promise<void> {
  const res = await d.browser.send(
    d.bankPath,
    {
      method: 'POST',
      body: new URLSearchParams({ decision: 'approve', identity: 'new' }).toString(),
      type: 'application/x-www-form-urlencoded',
    },
    bankStatuses,
  );
  d.approved = res.status === 303;
}

/** Polls every deposit (as the site does) until all approved ones are ok or the time is up; the seconds it took. */
async function settle(target: BankFaultTarget, deposits: Deposit[]): Promise<{ seconds: number; notCredited: number }> {
  const started = Date.now();
  const deadline = started + (target.settleSeconds ?? 150) * 1000;
  const open = new Set(deposits.filter((d) => d.approved));
  while (open.size > 0 && Date.now() < deadline) {
    for (const d of [...open]) {
      const st = await d.browser.json('/payment/depositStatus', { token: d.token });
      if (st.status === 200 && st.body.status === 'ok') open.delete(d);
    }
    if (open.size > 0) await new Promise((r) => setTimeout(r, 1000));
  }
  return { seconds: (Date.now() - started) / 1000, notCredited: open.size };
}

/** Ledger problems (a deposit credited twice shows there). */
async function ledgerProblems(target: BankFaultTarget): Promise<number> {
  const res = await fetch(`${target.apiBase}/sandbox/admin/wallet/check`, { headers: { 'x-admin-token': target.adminToken } });
  const body = (await res.json()) as { problems?: unknown[] };
  return res.status === 200 ? (body.problems ?? []).length : 1;
}

async function row(target: BankFaultTarget, tally: Tally, deposits: Deposit[], recovered: () => Promise<void>): Promise<BankFaultRow> {
  await recovered();
  const { seconds, notCredited } = await settle(target, deposits);
  const lost = notCredited + deposits.filter((d) => !d.approved).length + (await ledgerProblems(target));
  return {
    requests: tally.requests,
    failedByStatus: tally.failedByStatus,
    secondsToRecover: Math.round(seconds * 10) / 10,
    lostDeposits: lost,
  };
}

/**
 * One row under one bank fault: deposits are started with the fault set, `during` runs while it
 * holds, `recover` ends it; the fault is cleared whatever happens.
 */
async function underFault(
  target: BankFaultTarget,
  mode: 'never' | 'slow' | 'error',
  during: (deposits: Deposit[]) => Promise<void>,
  recover: (deposits: Deposit[]) => Promise<void>,
): Promise<BankFaultRow> {
  const tally = new Tally();
  await setFault(target, mode);
  try {
    const deposits = await startDeposits(target, tally);
    await during(deposits);
    return await row(target, tally, deposits, () => recover(deposits));
  } finally {
    await setFault(target, 'none');
  }
}

/** The players approve at the bank and are back on the site (303) whatever the bank did. */
const approveAll = (deposits: Deposit[]) => Promise.all(deposits.map((d) => approve(d, [303]))).then(() => undefined);

/** The players approve, then each looks at the deposit's status (pending while the bank is out). */
async function approveAndLook(deposits: Deposit[]): Promise<void> {
  await approveAll(deposits);
  for (const d of deposits) await d.browser.json('/payment/depositStatus', { token: d.token });
}

/**
 * `never`: the bank takes each approval, its answer never reaches the platform; the players
 * see pending deposits. Recovery: the clock is moved past DEPOSIT_EXPIRY_MINUTES (default 30;
 * `expiryMinutes`) and the reconciliation job (each minute) credits them from the bank's record.
 */
export function bankNeverAnswers(target: BankFaultTarget, expiryMinutes = 30): Promise<BankFaultRow> {
  return underFault(target, 'never', approveAndLook, async () => {
    await setFault(target, 'none');
    await admin(target, '/sandbox/admin/clock/advance', { minutes: expiryMinutes + 1 });
  });
}

/** `slow`: the bank answers after 5 s; the players are back at once with pending deposits, credited when the answer comes. */
export function bankAnswersSlowly(target: BankFaultTarget): Promise<BankFaultRow> {
  return underFault(target, 'slow', async () => {}, approveAll);
}

/** `error`: the bank answers 503 (counted as failed, the bank's); recovery: the bank is back and the players approve again. */
export function bankAnswers5xx(target: BankFaultTarget): Promise<BankFaultRow> {
  return underFault(target, 'error', approveAndLook, async (deposits) => {
    await setFault(target, 'none');
    await approveAll(deposits);
  });
}
