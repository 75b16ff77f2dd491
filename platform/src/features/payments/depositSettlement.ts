import type { Db, Trx } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import {
  checkCanLogin,
  findOrCreateBankPlayer,
  getPlayer,
  isUniqueViolation,
  type Deps,
  type PlayerRow,
  checkCompliance,
  complianceError,
  type DepositAttempt,
} from '../accounts';
import { answersChanged } from '../../http/cacheChannel';
import { creditDepositBonuses } from '../bonuses';
import { assertLoginAllowed, checkPlayAllowed, refusalError } from '../limits';
import { applyMovements, lockWallet, walletTransaction, type WalletState } from '../wallet';
import {
  claimPendingDeposit,
  hasCreditedDeposit,
  markDepositRefused,
  overdueDepositRows,
  setDepositPlayer,
  setDepositStoredDetail,
} from './store/deposits';
import { bankAccountFor, saveStoredDetail } from './storedDetails';
import { findDepositCampaignId } from './store/deposits';
import { askBank, BankUnreachableError } from './bankLink';
import { type BankDecision, type BankRecord, type DepositPerson, type DepositRow, type DepositStatus } from './depositRecords';
import { countRefusal, depositSettled } from '../../metrics/money';
import { creditedDepositCents } from './store/creditedDeposits';

/**
 * Settling a deposit from the bank's record, once: from the bank page's decision or from the
 * reconciliation pass over deposits left pending (docs/decisions.md#reconciliation).
 */

/**
 * The money rules of a deposit for a known player: 232 transactions blocked, 237 first deposit
 * lock (the admin flag holds the player's first deposit until lifted), then responsible gaming:
 * the self-exclusion register (238, or 258 when it cannot be reached) and a cool-off (217).
 */
export async function depositRefusal(
  db: Db | Trx,
  wallet: WalletState,
  now: number,
  attempt: Pick<DepositAttempt, 'method' | 'amountCents'>,
  excludeId?: number,
): Promise<AppError | undefined> {
  if (wallet.transactionsBlocked) return new AppError(ErrorCode.TRANSACTIONS_BLOCKED);
  if (wallet.firstDepositLock && !(await hasCreditedDeposit(db, wallet.playerId, excludeId)))
    return new AppError(ErrorCode.FIRST_DEPOSIT_LOCK);
  const allowed = await checkPlayAllowed(db, 'deposit', wallet.playerId, now);
  if (!allowed.ok) return refusalError(allowed, 'deposit');
  // Account holds (accounts/compliance.ts): 260, 231, 235, 234, 219, 129.
  const creditedCents = () => creditedDepositCents(db, wallet.playerId, excludeId);
  const held = await checkCompliance(db, 'deposit', wallet.playerId, { ...attempt, creditedCents });
  return held.ok ? undefined : complianceError(held);
}

const SETTLED_STATUS: Record<Exclude<BankDecision, 'approve'>, DepositStatus & ('declined' | 'cancelled' | 'failed')> = {
  decline: 'declined',
  cancel: 'cancelled',
  fail: 'failed',
};

/**
 * Settles a pending deposit from the bank's record (the decision was taken before the deposit
 * expired, so the expiry does not apply here). A unique-key race on a new customer's national id
 * (two deposits of one person at once) rolls back and runs again, finding the player.
 */
export async function settleDeposit(
  deps: Deps,
  row: DepositRow,
  record: BankRecord,
  now: number,
  via: 'bank' | 'reconciliation' = 'bank',
): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await settleOnce(deps, row, record, now, via);
    } catch (err) {
      if (attempt >= 3 || !isUniqueViolation(err)) throw err;
    }
  }
}

async function settleOnce(deps: Deps, row: DepositRow, record: BankRecord, now: number, via: 'bank' | 'reconciliation'): Promise<boolean> {
  const { db, cfg } = deps;
  const id = Number(row.id);
  let creditedPlayer: number | undefined;
  /** How it ended, for the metrics once committed (the transaction may run again). */
  let ended: { outcome: 'ok' | 'declined' | 'cancelled' | 'failed' | 'refused'; code?: number; refusal?: AppError } | undefined;
  const settled = await walletTransaction(db, async (trx) => {
    ended = undefined;
    const claim = (status: DepositStatus) => claimPendingDeposit(trx, id, status, now);
    if (record.decision !== 'approve') {
      ended = { outcome: SETTLED_STATUS[record.decision] };
      return claim(SETTLED_STATUS[record.decision]);
    }
    // The claim comes first: a second approval of the same deposit waits here and finds it settled,
    // so it never creates a player (and on SQLite the write takes the database lock at once).
    if (!(await claim('ok'))) return false;
    const decline = async (code: number, refusal?: AppError) => {
      ended = { outcome: 'refused', code, refusal };
      await markDepositRefused(trx, id, code);
      return true;
    };
    let player: PlayerRow | undefined;
    let holder: string;
    if (row.kind === 'new') {
      const p = record.person as DepositPerson;
      player = await findOrCreateBankPlayer(
        trx,
        {
          national_id: p.nationalId,
          first_name: p.firstName,
          last_name: p.lastName,
          birth_date: p.birthDate,
          country: p.country,
          lang: row.lang,
        },
        now,
      );
      holder = p.nationalId;
    } else {
      player = await getPlayer(trx, Number(row.player_id));
      if (!player) return decline(ErrorCode.UNEXPECTED);
      holder = player.bank_id ?? `player:${player.id}`;
    }
    const playerId = Number(player.id);
    await setDepositPlayer(trx, id, playerId, row.kind === 'new' ? holder : row.national_id);
    try {
      await checkCanLogin(trx, player, cfg.blockedCountries, now, assertLoginAllowed);
    } catch (err) {
      if (err instanceof AppError) return decline(err.errorCode);
      throw err;
    }
    const wallet = await lockWallet(trx, playerId, now);
    const refusal = await depositRefusal(trx, wallet, now, { method: row.method, amountCents: Number(row.amount_cents) }, id);
    if (refusal) return decline(refusal.errorCode, refusal);
    const reference = await saveStoredDetail(trx, playerId, row.method, bankAccountFor(holder, row.country), now);
    await setDepositStoredDetail(trx, id, reference);
    const credited = await applyMovements(
      trx,
      wallet,
      [{ kind: 'deposit', account: 'cash', amount: Number(row.amount_cents), key: `deposit:${id}`, reference: `deposit:${id}` }],
      now,
    );
    // The campaign it redeems and the bonus wheel spin it earns, once, with the credit.
    const campaignId = await findDepositCampaignId(trx, id);
    await creditDepositBonuses(trx, credited, { id, amountCents: Number(row.amount_cents), campaignId }, now);
    creditedPlayer = playerId;
    ended = { outcome: 'ok' };
    return true;
  });
  if (settled && ended) {
    depositSettled(ended.outcome, via, Number(row.amount_cents), ended.code);
    if (ended.refusal) countRefusal(ended.refusal);
  }
  // Settled outside the player's requests (the bank page, the reconciliation job): their polled
  // balance and bonuses are read again (http/answerCache.ts).
  if (creditedPlayer !== undefined) await answersChanged(db, { playerId: creditedPlayer });
  return settled;
}

/** What one reconciliation pass did. */
export interface ReconcileResult {
  credited: number;
  failed: number;
  /** Declined or cancelled by the bank's record. */
  other: number;
  /** The bank did not answer in time or answered 5xx: the pass stopped, those stay pending. */
  unreachable: number;
}

/**
 * The reconciliation job's pass (features/payments/reconcile.ts runs it): deposits still pending
 * `expiryMs` after they started (a crash between the bank and the platform, or a bank whose answer
 * never came) are settled against the bank's record, asked of the bank (bankLink.ts, bounded in
 * time), at most `limit` of them, oldest first: an approval is credited once (the same settlement
 * as the bank's callback), a decline or cancel ends so, a payment the bank closed undecided ends
 * failed; no money moves for those. A bank that does not answer leaves them pending: the pass
 * stops and the next one asks again.
 */
export async function reconcileDeposits(deps: Deps, expiryMs: number, limit: number): Promise<ReconcileResult> {
  const now = deps.clock.now();
  const due = await overdueDepositRows(deps.db, now - expiryMs, limit);
  const result: ReconcileResult = { credited: 0, failed: 0, other: 0, unreachable: 0 };
  for (const row of due) {
    let record: BankRecord | undefined;
    try {
      record = await askBank(deps, row, now);
    } catch (err) {
      if (!(err instanceof BankUnreachableError)) throw err;
      result.unreachable = due.length - due.indexOf(row);
      break;
    }
    if (!record || !(await settleDeposit(deps, row, record, now, 'reconciliation'))) continue;
    if (record.decision === 'approve') result.credited++;
    else if (record.decision === 'fail') result.failed++;
    else result.other++;
  }
  return result;
}
