import { euros } from '../wallet';

/**
 * What a player's play and money came to over a span of time (a Helsinki day, a period, a range),
 * in cents and milliseconds, and as the API answers it (docs/decisions.md#play-overview).
 */
export interface Figures {
  betCashCents: number;
  betPromoCents: number;
  /** Wins of real-money rounds, by the account they went to. */
  winCashCents: number;
  winPromoCents: number;
  /** Wins of free-spin rounds (promo money). */
  freeSpinWinCents: number;
  /** Jackpot wins (cash). */
  jackpotWinCents: number;
  depositCents: number;
  /** Withdrawals asked for (positive), and those of them cancelled (their money back on the cash). */
  withdrawalCents: number;
  withdrawalCancelCents: number;
  rounds: number;
  freeSpinRounds: number;
  playedMs: number;
}

export const noFigures = (): Figures => ({
  betCashCents: 0,
  betPromoCents: 0,
  winCashCents: 0,
  winPromoCents: 0,
  freeSpinWinCents: 0,
  jackpotWinCents: 0,
  depositCents: 0,
  withdrawalCents: 0,
  withdrawalCancelCents: 0,
  rounds: 0,
  freeSpinRounds: 0,
  playedMs: 0,
});

/** Adds `more` into `into` (and answers it). */
export function addFigures(into: Figures, more: Figures): Figures {
  for (const key of Object.keys(into) as (keyof Figures)[]) into[key] += more[key];
  return into;
}

/**
 * The figures as the API answers them: euros with 2 decimals. Net results are wins minus bets, real
 * money (cash, jackpot wins included) and promo money (free-spin wins included) apart; `loss` is
 * what a loss limit counts over the same span: bets minus wins of real-money rounds, not below 0
 * (docs/decisions.md#loss-counting).
 */
export function answerFigures(f: Figures) {
  const winsReal = f.winCashCents + f.jackpotWinCents;
  const winsPromo = f.winPromoCents + f.freeSpinWinCents;
  return {
    netReal: euros(winsReal - f.betCashCents),
    netPromo: euros(winsPromo - f.betPromoCents),
    betsReal: euros(f.betCashCents),
    betsPromo: euros(f.betPromoCents),
    winsReal: euros(winsReal),
    winsPromo: euros(winsPromo),
    loss: euros(Math.max(0, f.betCashCents + f.betPromoCents - f.winCashCents - f.winPromoCents)),
    deposits: euros(f.depositCents),
    withdrawals: euros(f.withdrawalCents),
    withdrawalsCancelled: euros(f.withdrawalCancelCents),
    rounds: f.rounds,
    freeSpinRounds: f.freeSpinRounds,
    playedSeconds: Math.floor(f.playedMs / 1000),
  };
}
