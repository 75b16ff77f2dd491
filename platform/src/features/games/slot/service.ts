import { randomUUID } from 'node:crypto';
import type { BoundRead } from '../../../db/readFragment';
import type { Db } from '../../../db/schema';
import { AppError, ErrorCode } from '../../../errors';
import {
  applyMovements,
  checkSameRequest,
  euros,
  insufficientFunds,
  lockWalletThen,
  readWallet,
  requestHash,
  walletTransaction,
  type Movement,
} from '../../wallet';
import {
  collectStepMovements,
  freeSpinsLeft,
  roundReads,
  runAfterCommit,
  runAfterRound,
  runBeforeBet,
  takeFreeSpin,
  type PendingRound,
  type RoundContext,
  type RoundSteps,
  type SettledRound,
} from '../rounds/steps';
import { insertLaunch, launchFacts, launchWithGame, playDemoMoney, type LaunchRow } from '../store/launches';
import { gameEnabledRead, insertRound, priorRoundRead, type RoundRow } from '../store/rounds';
import { BET_STEPS_CENTS, spinReels, winCents, type LineWin, type Rng, type SymbolId } from './engine';
import { seededRound } from './seededDraws';
import { randomToken, sha256 } from '../../../crypto';
import { roundNotPlayed, roundPlayed, roundReplayed } from '../../../metrics/money';

export type { LaunchRow };
export type LaunchMode = 'real' | 'demo';

/** A launch token lives 12 hours; a demo starts with 1000 EUR of play money. */
const LAUNCH_TTL_MS = 12 * 60 * 60 * 1000;
const DEMO_START_CENTS = 100_000;

export interface GameRef {
  id: number;
  enabled: boolean;
  has_demo: boolean;
}

/** GET /game/real/{id} and /game/demo/{id}: 131 unknown (or no demo), 132 disabled; answers the launch token. */
export async function createLaunch(
  db: Db,
  game: GameRef,
  mode: LaunchMode,
  playerId: number | null,
  lang: string,
  now: number,
): Promise<string> {
  if (!game.enabled) throw new AppError(ErrorCode.GAME_DISABLED);
  if (mode === 'demo' && !game.has_demo) {
    throw new AppError(ErrorCode.GAME_NOT_FOUND, 'This game has no demo mode', { params: { reason: 'noDemo' } });
  }
  const token = randomToken(24);
  await insertLaunch(db, {
    token_hash: sha256(token),
    player_id: playerId,
    game_id: game.id,
    mode,
    demo_balance_cents: mode === 'demo' ? DEMO_START_CENTS : 0,
    lang,
    created_at: now,
    expires_at: now + LAUNCH_TTL_MS,
  });
  return token;
}

/** The live launch of a token (undefined when unknown or expired). */
export async function getLaunch(db: Db, token: string, now: number): Promise<LaunchRow | undefined> {
  const row = await launchWithGame(db, sha256(token));
  if (!row || Number(row.expires_at) <= now) return undefined;
  return row;
}

/** The fields of a real-money launch that never change (a launch row is written once). */
export interface RealLaunch {
  playerId: number;
  gameId: number;
  expiresAt: number;
}

/** Real-money launches by token hash, per database handle: a spin reads no launch row. Bounded. */
const LAUNCHES_KEPT = 10_000;
const realLaunches = new WeakMap<object, Map<string, RealLaunch>>();

/**
 * The live real-money launch of a token (undefined when unknown, expired or a demo). Its rows are
 * immutable, so every instance may keep them; whether its game is still enabled is read by the
 * round itself (spinReal).
 */
export async function getRealLaunch(db: Db, token: string, now: number): Promise<RealLaunch | undefined> {
  const tokenHash = sha256(token);
  let kept = realLaunches.get(db);
  if (!kept) realLaunches.set(db, (kept = new Map()));
  let launch = kept.get(tokenHash);
  if (!launch) {
    const row = await launchFacts(db, tokenHash);
    if (!row || row.mode !== 'real' || row.player_id === null) return undefined;
    launch = { playerId: Number(row.player_id), gameId: Number(row.game_id), expiresAt: Number(row.expires_at) };
    if (kept.size >= LAUNCHES_KEPT) kept.delete(kept.keys().next().value as string);
    kept.set(tokenHash, launch);
  }
  return launch.expiresAt > now ? launch : undefined;
}

export interface SpinAnswer {
  roundId: string;
  mode: LaunchMode;
  /** reels[reel][row], symbol ids (see SYMBOL_FACES). */
  reels: SymbolId[][];
  wins: (Omit<LineWin, 'multiplier'> & { amount: number })[];
  bet: number;
  win: number;
  freeSpin: boolean;
  freeSpinsLeft: number;
  /** Balance after the round: the wallet (cash + promo) in real mode, play money in demo. */
  balance: number;
  cash: number;
  promo: number;
}

/** A bet in euros as cents when it is one of the bet steps, else undefined. */
export function betCentsOf(bet: number): number | undefined {
  const cents = Math.round(bet * 100);
  if (!Number.isFinite(bet) || !BET_STEPS_CENTS.includes(cents) || Math.abs(bet * 100 - cents) > 1e-6) return undefined;
  return cents;
}

/** A bet in euros as cents; 195 (rule `bet`) when it is not one of the bet steps. */
export function checkBet(bet: number): number {
  const cents = betCentsOf(bet);
  if (cents === undefined) {
    throw AppError.validation('bet', `bet must be one of ${BET_STEPS_CENTS.map((c) => (c / 100).toFixed(2)).join(', ')}`, { rule: 'bet' });
  }
  return cents;
}

const winsOf = (wins: LineWin[], betCents: number) =>
  wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, amount: euros(winCents(w, betCents)) }));

export interface RealSpinInput {
  playerId: number;
  gameId: number;
  betCents: number;
  idempotencyKey: string;
  now: number;
  /** What the other features do in the round: ROUND_STEPS (features/roundSteps.ts). */
  steps: RoundSteps;
  /** The reels' draws (tests); default: the player's seeded draws (sandbox admin), else random. */
  rng?: Rng;
  /**
   * The caller's session, checked in the round's first read instead of a statement of its own
   * (when no session cache answers it): unless it is plainly live, SessionNotChecked is thrown and
   * nothing moves, and the caller resolves the session the usual way (115, expiry, touch) and
   * spins again.
   */
  session?: RoundSessionCheck;
}

/** The caller's session as its owner (accounts' requestSession) checks it inside a round. */
export interface RoundSessionCheck {
  /** The session's columns, read in the round's first read. */
  read: BoundRead;
  /** Whether the first read found the player's session live with no write due (no touch, no end). */
  live(read: Record<string, unknown>, playerId: number, now: number): boolean;
}

/** The session given to spinReal was not plainly live (see RealSpinInput.session); nothing moved. */
export class SessionNotChecked extends Error {
  constructor() {
    super('Session to be resolved apart');
    this.name = 'SessionNotChecked';
  }
}

/**
 * A real-money round in ONE transaction, the one place that writes a round's money: wallet lock,
 * free spin (first) or bet (cash first, then promo; 121 when not covered), the outcome, the win
 * (to the accounts the bet came from in proportion; free-spin wins to promo), turnover, the round
 * row and its ledger rows. What other features add (limits refuse a bet, jackpots take their
 * share, bonuses count wagering) runs as the round steps the caller passes (../rounds/steps.ts;
 * ROUND_STEPS). A retried key answers the first round and moves nothing; the key with another
 * game or bet answers 262. Counted in the metrics once its outcome is final (metrics/money.ts).
 */
export async function spinReal(db: Db, input: RealSpinInput): Promise<SpinAnswer> {
  let round: Awaited<ReturnType<typeof playRound>>;
  try {
    round = await playRound(db, input);
  } catch (err) {
    // SessionNotChecked: the caller resolves the session apart and spins again, not an outcome.
    if (!(err instanceof SessionNotChecked)) roundNotPlayed(err);
    throw err;
  }
  const { answer, played } = round;
  if (!played) {
    roundReplayed();
    return answer;
  }
  roundPlayed(moneyOf(played));
  runAfterCommit(input.steps, played, db);
  return answer;
}

/** A committed round's stakes and wins by money (its win movements say where the win went). */
function moneyOf(r: SettledRound) {
  let winCashCents = 0;
  let winPromoCents = 0;
  for (const m of r.movements) {
    if (m.kind !== 'win') continue;
    if (m.account === 'cash') winCashCents += m.amount;
    else winPromoCents += m.amount;
  }
  return { betCashCents: r.betCashCents, betPromoCents: r.betPromoCents, winCashCents, winPromoCents };
}

/** spinReal's transaction: its answer, and the round it played (none when a retried key answered the first). */
async function playRound(db: Db, input: RealSpinInput): Promise<{ answer: SpinAnswer; played?: SettledRound }> {
  const { playerId, gameId, betCents, idempotencyKey, now, steps } = input;
  const key = `spin:${idempotencyKey}`;
  const hash = requestHash({ gameId, bet: betCents });
  const seededDraws = input.rng ? undefined : seededRound(db, playerId);
  let played: SettledRound | undefined;
  const answer = await walletTransaction(
    db,
    async (trx) => {
      played = undefined;
      const ctx: RoundContext = { trx, playerId, gameId, key, now };
      // The round's first read goes with the wallet lock: one round trip on PostgreSQL.
      const first = await lockWalletThen(trx, playerId, now, roundStartReads(steps, ctx, input.session));
      const wallet = first.wallet;
      const start = roundStart(first.read);
      if (input.session && !input.session.live(first.read, playerId, now)) throw new SessionNotChecked();
      if (start.gameEnabled !== 1) throw new AppError(ErrorCode.GAME_DISABLED);
      if (start.prior !== null) {
        checkSameRequest(start.priorHash, hash);
        return JSON.parse(start.prior) as SpinAnswer;
      }
      if (wallet.transactionsBlocked) throw new AppError(ErrorCode.TRANSACTIONS_BLOCKED);

      const roundId = randomUUID();
      const free = await takeFreeSpin(steps, { ...ctx, reads: first.read });
      const freeSpin = free !== null;
      const bet = free?.betCents ?? betCents;
      const pending: PendingRound = {
        ...ctx,
        roundId,
        wallet,
        reads: first.read,
        betCents: bet,
        freeSpin,
        freeSpinsId: free?.id ?? null,
      };
      await runBeforeBet(steps, pending);

      const moves: Movement[] = [];
      const betCash = freeSpin ? 0 : Math.min(wallet.cash, bet);
      const betPromo = freeSpin ? 0 : bet - betCash;
      if (betPromo > wallet.promo) throw insufficientFunds();
      if (betCash > 0) moves.push({ kind: 'bet', account: 'cash', amount: -betCash, key: `${key}:bet:cash`, reference: roundId });
      if (betPromo > 0) moves.push({ kind: 'bet', account: 'promo', amount: -betPromo, key: `${key}:bet:promo`, reference: roundId });
      const outcome = spinReels(input.rng ?? seededDraws?.());
      const win = winCents(outcome, bet);
      if (win > 0) {
        const promoWin = freeSpin ? win : Math.floor((win * betPromo) / bet);
        const cashWin = win - promoWin;
        if (cashWin > 0) moves.push({ kind: 'win', account: 'cash', amount: cashWin, key: `${key}:win:cash`, reference: roundId });
        if (promoWin > 0) moves.push({ kind: 'win', account: 'promo', amount: promoWin, key: `${key}:win:promo`, reference: roundId });
      }
      const settled: SettledRound = { ...pending, betCashCents: betCash, betPromoCents: betPromo, winCents: win, movements: moves };
      const stepMoves = await collectStepMovements(steps, settled);
      const after = await applyMovements(trx, wallet, [...moves, ...stepMoves], now, freeSpin ? 0 : bet);
      // Without a free-spin row for this game there is nothing left to count.
      const left = freeSpin ? await freeSpinsLeft(steps, trx, playerId, gameId, now) : 0;
      const answer: SpinAnswer = {
        roundId,
        mode: 'real',
        reels: outcome.grid,
        wins: winsOf(outcome.wins, bet),
        bet: euros(bet),
        win: euros(win),
        freeSpin,
        freeSpinsLeft: left,
        balance: euros(after.cash + after.promo),
        cash: euros(after.cash),
        promo: euros(after.promo),
      };
      const row: RoundRow = {
        round_id: roundId,
        player_id: playerId,
        game_id: gameId,
        idempotency_key: key,
        bet_cents: bet,
        bet_cash_cents: betCash,
        bet_promo_cents: betPromo,
        win_cents: win,
        free_spin: freeSpin ? 1 : 0,
        outcome: JSON.stringify(answer),
        created_at: now,
        request_hash: hash,
      };
      await insertRound(trx, row);
      await runAfterRound(steps, settled, after);
      played = settled;
      return answer;
    },
    { groupCommit: { playerId } },
  );
  return { answer, played };
}

/**
 * What a round needs to know first, in one statement (after the wallet lock, so a retry of the
 * same key waiting on that lock sees the first round): whether the game is enabled, when given the
 * caller's session, the answer of a round already played with this key, and the reads of the round
 * steps (the free spin to use among them). Each part comes with its values from its owner
 * (db/readFragment.ts); the statement is built once per list of parts.
 */
export function roundStartReads(steps: RoundSteps, ctx: RoundContext, session?: RoundSessionCheck): BoundRead[] {
  return [
    gameEnabledRead(ctx.gameId),
    ...(session ? [session.read] : []),
    priorRoundRead(ctx.playerId, ctx.key),
    ...roundReads(steps, ctx),
  ];
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** The round's own part of its first read, typed. */
function roundStart(read: Record<string, unknown>) {
  return {
    gameEnabled: numOrNull(read.game_enabled),
    prior: (read.prior as string | null | undefined) ?? null,
    priorHash: (read.prior_hash as string | null | undefined) ?? null,
  };
}

/** A demo round: play money on the launch row only; the wallet is never touched. */
export async function spinDemo(db: Db, launch: LaunchRow, betCents: number, rng?: Rng): Promise<SpinAnswer> {
  const outcome = spinReels(rng);
  const win = winCents(outcome, betCents);
  const left = await playDemoMoney(db, launch.token_hash, betCents, win);
  if (left === undefined) throw insufficientFunds('Not enough play money');
  const balance = euros(left);
  return {
    roundId: randomUUID(),
    mode: 'demo',
    reels: outcome.grid,
    wins: winsOf(outcome.wins, betCents),
    bet: euros(betCents),
    win: euros(win),
    freeSpin: false,
    freeSpinsLeft: 0,
    balance,
    cash: balance,
    promo: 0,
  };
}

/** What the slot page needs to start: balance and free spins of the launch (as the round steps keep them). */
export async function launchState(
  db: Db,
  launch: LaunchRow,
  now: number,
  steps: RoundSteps,
): Promise<{ balance: number; freeSpinsLeft: number }> {
  if (launch.mode === 'demo') return { balance: euros(Number(launch.demo_balance_cents)), freeSpinsLeft: 0 };
  const playerId = Number(launch.player_id);
  const w = await readWallet(db, playerId);
  return { balance: euros(w.cash + w.promo), freeSpinsLeft: await freeSpinsLeft(steps, db, playerId, Number(launch.game_id), now) };
}
