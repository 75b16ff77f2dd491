/**
 * The answers of the polled player routes (limits, balance, free spins...) kept in memory, per
 * player, as the JSON text sent, so that a poll (about 0.7 a second per logged-in browser) reads
 * no database row and serialises nothing. The database stays the source of truth:
 *  - an answer is stored only after it was read there, and only if nothing of the player changed
 *    while it was read (a ticket, as in the session cache);
 *  - every request of a player that is not itself a cached poll (a spin, a deposit, a limit
 *    change, a favourite... whatever its method) drops all of that player's answers before it
 *    answers (installAnswerInvalidation), so the next poll reads the database again; writes made
 *    without the player's session call answersChanged themselves (a deposit the bank settles, a
 *    new login), and every change of the sandbox admin drops every answer;
 *  - an answer carries the clock time until which time alone cannot change it (a period's end,
 *    a bonus's expiry, a reality check falling due) and a bound of MAX_AGE_MS for a change that
 *    was missed (a lost Redis message);
 *  - it is on under the same conditions as the session cache, and the same Redis channel tells
 *    every instance of a change (./cacheChannel.ts). Routes answer through ./cachedAnswer.ts.
 */

/** What a change of players' answers names : one player, or everyone (the sandbox admin). */
export type PlayersChanged = { playerId: number } | { all: true };

interface Answer {
  body: string;
  /** Clock time (ms) from which the answer must be read again. */
  validUntil: number;
  /** performance.now() when stored. */
  storedAt: number;
}

interface PlayerAnswers {
  /** The generation of the last change of this player. */
  changedAt: number;
  answers: Map<string, Answer>;
}

/** The bound for a change that was missed (no write path is known to miss one; a lost Redis message). */
const MAX_AGE_MS = 5 * 60_000;
/** Players kept at most (the oldest go first). */
const MAX_PLAYERS = 50_000;

export class AnswerCache {
  private readonly players = new Map<number, PlayerAnswers>();
  private generation = 0;
  /** Stores of tickets older than this are refused for players without a record (cleared or evicted). */
  private floor = 0;
  private on: boolean;

  constructor(enabled: boolean) {
    this.on = enabled;
  }

  get enabled(): boolean {
    return this.on;
  }

  setEnabled(on: boolean): void {
    this.clear();
    this.on = on;
  }

  lookup(playerId: number, key: string, now: number): string | undefined {
    if (!this.on) return undefined;
    const a = this.players.get(playerId)?.answers.get(key);
    if (!a) return undefined;
    if (now >= a.validUntil || performance.now() - a.storedAt >= MAX_AGE_MS) return undefined;
    return a.body;
  }

  ticket(): number {
    return this.generation;
  }

  store(ticket: number, playerId: number, key: string, body: string, validUntil: number): void {
    if (!this.on) return;
    let p = this.players.get(playerId);
    if (p ? p.changedAt > ticket : this.floor > ticket) return;
    if (!p) {
      if (this.players.size >= MAX_PLAYERS) {
        this.players.delete(this.players.keys().next().value as number);
        this.floor = this.generation;
      }
      this.players.set(playerId, (p = { changedAt: this.floor, answers: new Map() }));
    }
    p.answers.set(key, { body, validUntil, storedAt: performance.now() });
  }

  /** Drops what a change names (here only; answersChanged also tells the other instances). */
  forget(changed: PlayersChanged): void {
    this.generation++;
    if ('all' in changed) {
      this.players.clear();
      this.floor = this.generation;
      return;
    }
    const p = this.players.get(changed.playerId);
    if (p) {
      p.answers.clear();
      p.changedAt = this.generation;
    } else {
      // No record: a read in flight for this player must not store what it read.
      this.players.set(changed.playerId, { changedAt: this.generation, answers: new Map() });
    }
  }

  clear(): void {
    this.forget({ all: true });
  }
}
