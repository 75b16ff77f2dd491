import { readFragment, type BoundRead } from '../../../db/readFragment';

/**
 * What a round's bonuses step needs before it plans, read in the round's first read (named
 * bonuses_*): the wagering requirement, the count of each level programme's current period
 * (`levelProgrammes` with their `levelPeriods`) and the period of each programme's live progress
 * row (`programmes`; ../progress.ts).
 */
const ROUND_BONUSES = readFragment(
  (eb, v: { playerId: number; levelProgrammes: readonly string[]; levelPeriods: readonly string[]; programmes: readonly string[] }) => [
    eb.selectFrom('bonus_wagering').select('required_cents').where('player_id', '=', v.playerId).as('bonuses_required'),
    eb.selectFrom('bonus_wagering').select('progress_cents').where('player_id', '=', v.playerId).as('bonuses_progress'),
    ...v.levelProgrammes.map((programme, i) =>
      eb
        .selectFrom('bonus_progress')
        // The count less the turnover it goes on from (a live row); the round adds its locked wallet's turnover.
        .select((c) => c('counted_cents', '-', c.fn.coalesce('turnover_base_cents', c.lit(0))).as('counted_cents'))
        .where('player_id', '=', v.playerId)
        .where('programme', '=', programme)
        .where('period', '=', v.levelPeriods[i])
        .as(`bonuses_c${i}`),
    ),
    ...v.programmes.map((programme, i) =>
      eb
        .selectFrom('bonus_progress')
        .select('period')
        .where('player_id', '=', v.playerId)
        .where('programme', '=', programme)
        .where('turnover_base_cents', 'is not', null)
        .limit(1)
        .as(`bonuses_live${i}`),
    ),
  ],
);

export function roundBonusRead(
  playerId: number,
  periods: readonly { programme: string; period: string }[],
  programmes: readonly string[],
): BoundRead {
  return ROUND_BONUSES.with({
    playerId,
    levelProgrammes: periods.map((p) => p.programme),
    levelPeriods: periods.map((p) => p.period),
    programmes,
  });
}

/** What roundBonusRead read, by position: each level programme's count less its live row's base, each programme's live period. */
export function roundBonusValues(read: Record<string, unknown>, levelProgrammes: number, programmes: number) {
  return {
    wagering: { requiredCents: Number(read.bonuses_required ?? 0), progressCents: Number(read.bonuses_progress ?? 0) },
    countedLessBase: Array.from({ length: levelProgrammes }, (_, i) => Number(read[`bonuses_c${i}`] ?? 0)),
    livePeriods: Array.from({ length: programmes }, (_, i) => (read[`bonuses_live${i}`] as string | null | undefined) ?? null),
  };
}
