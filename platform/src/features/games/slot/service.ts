import { randomUUID } from 'node:crypto';
import type { CompiledQuery, ExpressionBuilder, Insertable, Kysely, Selectable } from 'kysely';
import { WRITE_BEHIND } from '../../../db/pgClient';
import { prepared, type Prepared } from '../../../db/prepared';
import type { Database, Db, Trx } from '../../../db/schema';
import type { GameLaunchTable } from '../tables';
import { AppError, ErrorCode } from '../../../errors';
import {
  applyMovements,
  checkSameRequest,
  euros,
  insufficientFunds,
  lockWalletThen,
  requestHash,
  walletTransaction,
  addShared,
  sharedInsert,
  type Movement,
} from '../../wallet';
import {
  collectStepMovements,
  roundReadParams,
  roundReads,
  runAfterCommit,
  runAfterRound,
  runBeforeBet,
  type PendingRound,
  type RoundContext,
  type RoundSteps,
  type SettledRound,
} from '../rounds/steps';
import { BET_STEPS_CENTS, spinReels, winCents, type LineWin, type Rng, type SymbolId } from './engine';
import { seededRound } from './seededDraws';
import { randomToken, sha256 } from '../../../crypto';
import { roundNotPlayed, roundPlayed, roundReplayed } from '../../../metrics/money';

/** A launch with its game's name and whether it is enabled now (read in the same statement; null: no such game). */
export type LaunchRow = Selectable<GameLaunchTable> & {
  game_enabled: number | null;
  game_slug: string | null;
  game_friendly_name: string | null;
};
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
  await db
    .insertInto('game_launch')
    .values({
      token_hash: sha256(token),
      player_id: playerId,
      game_id: game.id,
      mode,
      demo_balance_cents: mode === 'demo' ? DEMO_START_CENTS : 0,
      lang,
      created_at: now,
      expires_at: now + LAUNCH_TTL_MS,
    })
    .execute();
  return token;
}

/** The live launch of a token (undefined when unknown or expired). */
export async function getLaunch(db: Db, token: string, now: number): Promise<LaunchRow | undefined> {
  const row = await db
    .selectFrom('game_launch')
    .leftJoin('game', 'game.id', 'game_launch.game_id')
    .selectAll('game_launch')
    .select(['game.enabled as game_enabled', 'game.slug as game_slug', 'game.friendly_name as game_friendly_name'])
    .where('game_launch.token_hash', '=', sha256(token))
    .executeTakeFirst();
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
    const row = await db
      .selectFrom('game_launch')
      .select(['player_id', 'game_id', 'mode', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .executeTakeFirst();
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

async function freeSpinsLeft(db: Db | Trx, playerId: number, gameId: number, now: number): Promise<number> {
  const row = await db
    .selectFrom('free_spins')
    .select((eb) => eb.fn.sum<number>('remaining').as('n'))
    .where('player_id', '=', playerId)
    .where('game_id', '=', gameId)
    .where('remaining', '>', 0)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

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
   * (when no session cache answers it): it must be the player's, live and touched less than
   * `touchAfterMs` ago (the accounts' TOUCH_AFTER_MS); anything else throws SessionNotChecked and
   * moves nothing, and the caller resolves the session the usual way (115, expiry, touch) and
   * spins again.
   */
  session?: { tokenHash: string; idleMs: number; touchAfterMs: number };
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
      // The round's first read goes with the wallet lock: one round trip on PostgreSQL.
      const first = await lockWalletThen(trx, playerId, now, () =>
        compileRoundStartRead(steps, { trx, playerId, gameId, key, now }, input.session?.tokenHash),
      );
      const wallet = first.wallet;
      const start = roundStart(first.next?.rows[0] as Record<string, unknown>);
      if (input.session && !sessionLive(start.session, playerId, input.session, now)) throw new SessionNotChecked();
      if (start.gameEnabled !== 1) throw new AppError(ErrorCode.GAME_DISABLED);
      if (start.prior !== null) {
        checkSameRequest(start.priorHash, hash);
        return JSON.parse(start.prior) as SpinAnswer;
      }
      if (wallet.transactionsBlocked) throw new AppError(ErrorCode.TRANSACTIONS_BLOCKED);

      const roundId = randomUUID();
      const free = start.freeSpinsId === null ? null : await takeFreeSpin(trx, start.freeSpinsId, start.freeSpinBet);
      const freeSpin = free !== null;
      const bet = free?.betCents ?? betCents;
      const pending: PendingRound = {
        trx,
        playerId,
        gameId,
        roundId,
        key,
        wallet,
        reads: start.reads,
        betCents: bet,
        freeSpin,
        freeSpinsId: free?.id ?? null,
        now,
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
      const left = freeSpin ? await freeSpinsLeft(trx, playerId, gameId, now) : 0;
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
      await addShared(trx, roundRows, 0, [row]);
      await runAfterRound(steps, settled, after);
      played = settled;
      return answer;
    },
    { groupCommit: { playerId } },
  );
  return { answer, played };
}

type RoundRow = Insertable<Database['game_round']>;
const ROUND_COLUMNS = [
  'round_id',
  'player_id',
  'game_id',
  'idempotency_key',
  'bet_cents',
  'bet_cash_cents',
  'bet_promo_cents',
  'win_cents',
  'free_spin',
  'outcome',
  'created_at',
  'request_hash',
] as const;

/** Rounds' rows, built once per row count (db/prepared.ts). Nothing reads their answer: on PostgreSQL they go with the next statement (db/pgClient.ts). */
const insertRounds = prepared(
  (db, rows: RoundRow[]) => db.insertInto('game_round').values(rows).modifyEnd(WRITE_BEHIND),
  (rows) => rows.flatMap((row) => ROUND_COLUMNS.map((c) => row[c])),
  (n) =>
    Array.from(
      { length: n },
      (_, r) => Object.fromEntries(ROUND_COLUMNS.map((c, i) => [c, r * ROUND_COLUMNS.length + i])) as unknown as RoundRow,
    ),
);

/** A round's row: rounds sharing a transaction insert theirs together (features/wallet/sharedCommit.ts). */
const roundRows = sharedInsert<RoundRow>('game_round', (trx, rows) => insertRounds(trx, rows, rows.length));

interface SessionRead {
  player: number | null;
  lastSeen: number | null;
  ended: number | null;
}

/** The session as resolveSession would take it without a write: the player's, not ended, not idle, no touch due. */
function sessionLive(s: SessionRead, playerId: number, rules: { idleMs: number; touchAfterMs: number }, now: number): boolean {
  if (s.player === null || s.lastSeen === null || s.ended !== null || s.player !== playerId) return false;
  const idle = now - s.lastSeen;
  return idle < rules.touchAfterMs && idle < rules.idleMs;
}

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/**
 * What a round needs to know first, in one statement (after the wallet lock, so a retry of the
 * same key waiting on that lock sees the first round): whether the game is enabled, the answer of
 * a round already played with this key, the free spin to use (oldest bonus of this game with
 * spins left), the reads of the round steps and, when given, the caller's session. Built fresh
 * here; a round runs it built once (compileRoundStartRead).
 */
export function roundStartRead(db: Kysely<Database>, steps: RoundSteps, ctx: RoundContext, sessionHash?: string) {
  const { playerId, gameId, key, now } = ctx;
  const free = (eb: ExpressionBuilder<Database, never>) =>
    eb
      .selectFrom('free_spins')
      .where('player_id', '=', playerId)
      .where('game_id', '=', gameId)
      .where('remaining', '>', 0)
      .where((w) => w.or([w('expires_at', 'is', null), w('expires_at', '>', now)]))
      .orderBy('id')
      .limit(1);
  const session = (eb: ExpressionBuilder<Database, never>) => eb.selectFrom('player_session').where('token_hash', '=', sessionHash ?? '');
  return db.selectNoFrom((eb) => [
    eb.selectFrom('game').select('enabled').where('id', '=', gameId).as('game_enabled'),
    ...(sessionHash === undefined
      ? []
      : [
          session(eb).select('player_id').as('session_player'),
          session(eb).select('last_seen_at').as('session_last_seen'),
          session(eb).select('ended_at').as('session_ended'),
        ]),
    eb.selectFrom('game_round').select('outcome').where('player_id', '=', playerId).where('idempotency_key', '=', key).as('prior'),
    eb
      .selectFrom('game_round')
      .select('request_hash')
      .where('player_id', '=', playerId)
      .where('idempotency_key', '=', key)
      .as('prior_hash'),
    free(eb).select('id').as('free_id'),
    free(eb).select('bet_cents').as('free_bet'),
    ...roundReads(steps, ctx, eb),
  ]);
}

/** roundStartRead's parameters, in the order of its SQL. */
function roundStartParams(steps: RoundSteps, ctx: RoundContext, sessionHash?: string): unknown[] {
  const { playerId, gameId, key, now } = ctx;
  const free = [playerId, gameId, 0, now, 1];
  return [
    gameId,
    ...(sessionHash === undefined ? [] : [sessionHash, sessionHash, sessionHash]),
    playerId,
    key,
    playerId,
    key,
    ...free,
    ...free,
    ...roundReadParams(steps, ctx),
  ];
}

type StartArgs = { ctx: RoundContext; sessionHash?: string };
/** A sample round whose values differ from one another and from the statement's constants (0, 1). */
const START_SAMPLE: Omit<RoundContext, 'trx'> = { playerId: 1003, gameId: 11, key: 'spin:sample', now: Date.UTC(2026, 0, 14, 12) };
/** The first read built once per list of steps (db/prepared.ts), shape 1 with the session's reads. */
const startReads = new WeakMap<RoundSteps, Prepared<StartArgs>>();

/** roundStartRead for a round, built and compiled once per list of steps, engine and shape: only its values are new. */
export function compileRoundStartRead(steps: RoundSteps, ctx: RoundContext, sessionHash?: string): CompiledQuery {
  let read = startReads.get(steps);
  if (!read) {
    read = prepared(
      // Built with the handle it first runs on (a transaction); the sample's context has no other.
      (db, a: StartArgs) => roundStartRead(db, steps, { ...a.ctx, trx: db as Trx }, a.sessionHash),
      (a) => roundStartParams(steps, a.ctx, a.sessionHash),
      (shape) => ({ ctx: START_SAMPLE as RoundContext, sessionHash: shape === 1 ? 'sample-session' : undefined }),
    );
    startReads.set(steps, read);
  }
  return read.compile(ctx.trx, { ctx, sessionHash }, sessionHash === undefined ? 0 : 1);
}

interface RoundStart {
  gameEnabled: number | null;
  prior: string | null;
  priorHash: string | null;
  freeSpinsId: number | null;
  freeSpinBet: number;
  reads: Record<string, unknown>;
  session: SessionRead;
}

/** roundStartRead's row, typed. */
function roundStart(reads: Record<string, unknown>): RoundStart {
  return {
    gameEnabled: numOrNull(reads.game_enabled),
    prior: (reads.prior as string | null) ?? null,
    priorHash: (reads.prior_hash as string | null) ?? null,
    freeSpinsId: numOrNull(reads.free_id),
    freeSpinBet: Number(reads.free_bet ?? 0),
    reads,
    session: {
      player: numOrNull(reads.session_player),
      lastSeen: numOrNull(reads.session_last_seen),
      ended: numOrNull(reads.session_ended),
    },
  };
}

/** Uses one spin of the free-spin bonus found by roundStart; null when it has none left. */
async function takeFreeSpin(trx: Trx, id: number, betCents: number): Promise<{ id: number; betCents: number } | null> {
  const used = await trx
    .updateTable('free_spins')
    .set((eb) => ({ remaining: eb('remaining', '-', 1) }))
    .where('id', '=', id)
    .where('remaining', '>', 0)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1 ? { id, betCents } : null;
}

/** A demo round: play money on the launch row only; the wallet is never touched. */
export async function spinDemo(db: Db, launch: LaunchRow, betCents: number, rng?: Rng): Promise<SpinAnswer> {
  const outcome = spinReels(rng);
  const win = winCents(outcome, betCents);
  const row = await db
    .updateTable('game_launch')
    .set((eb) => ({ demo_balance_cents: eb(eb('demo_balance_cents', '-', betCents), '+', win) }))
    .where('token_hash', '=', launch.token_hash)
    .where('demo_balance_cents', '>=', betCents)
    .returning('demo_balance_cents')
    .executeTakeFirst();
  if (!row) throw insufficientFunds('Not enough play money');
  const balance = euros(Number(row.demo_balance_cents));
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

/** What the slot page needs to start: balance and free spins of the launch. */
export async function launchState(db: Db, launch: LaunchRow, now: number): Promise<{ balance: number; freeSpinsLeft: number }> {
  if (launch.mode === 'demo') return { balance: euros(Number(launch.demo_balance_cents)), freeSpinsLeft: 0 };
  const playerId = Number(launch.player_id);
  const w = await db
    .selectFrom('player_balance')
    .select(['cash_cents', 'promo_cents'])
    .where('player_id', '=', playerId)
    .executeTakeFirst();
  return {
    balance: euros(Number(w?.cash_cents ?? 0) + Number(w?.promo_cents ?? 0)),
    freeSpinsLeft: await freeSpinsLeft(db, playerId, Number(launch.game_id), now),
  };
}

/** Sandbox admin: free spins for a player on a game. */
export async function grantFreeSpins(
  db: Db,
  playerId: number,
  gameId: number,
  count: number,
  betCents: number,
  now: number,
  expiresAt: number | null = null,
): Promise<number> {
  const row = await db
    .insertInto('free_spins')
    .values({
      player_id: playerId,
      game_id: gameId,
      total: count,
      remaining: count,
      bet_cents: betCents,
      created_at: now,
      expires_at: expiresAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
