import { int, langSchema, num } from '../../http/schemas';
import { LOSS_KINDS } from '../limits';
import { OVERVIEW_PERIODS } from './range';

/** A local calendar date on the loss limits' calendar (Europe/Helsinki). */
const dateInput = {
  type: 'string',
  pattern: '^(19|20)\\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$',
  description: 'A calendar date in Finnish and Estonian time (Europe/Helsinki), YYYY-MM-DD',
} as const;

const rangeProperties = {
  period: {
    type: 'string',
    enum: OVERVIEW_PERIODS,
    description:
      'day, week (Monday to Sunday) or month: the range covers whole periods; without dates the last 30 days, 12 weeks or 12 months',
  },
  from: { ...dateInput, description: `${dateInput.description}: the first date (its period's start); default: see period` },
  to: { ...dateInput, description: `${dateInput.description}: the last date (its period's end); default: today` },
} as const;

export const overviewQuerySchema = {
  type: 'object',
  properties: {
    ...rangeProperties,
    period: { ...rangeProperties.period, default: 'day' },
  },
} as const;

export const historyQuerySchema = {
  type: 'object',
  properties: {
    ...rangeProperties,
    period: { ...rangeProperties.period, default: 'day' },
    lang: { ...langSchema, description: "The language of the column names and row types; default: the player's" },
  },
} as const;

/** Euros with 2 decimals. */
const eur = num;

const figureProperties = {
  netReal: { ...eur, description: 'Real-money wins (jackpot wins included) minus real-money bets' },
  netPromo: { ...eur, description: 'Promo-money wins (free-spin wins included) minus promo-money bets' },
  betsReal: eur,
  betsPromo: eur,
  winsReal: eur,
  winsPromo: eur,
  loss: { ...eur, description: 'Bets minus wins of real-money rounds, not below 0: what a loss limit counts over the same span' },
  deposits: eur,
  withdrawals: { ...eur, description: 'Withdrawals asked for, cancelled ones included' },
  withdrawalsCancelled: { ...eur, description: 'Withdrawals cancelled (their money came back on the cash when they were)' },
  rounds: int,
  freeSpinRounds: int,
  playedSeconds: { ...int, description: 'Time played, from the rounds: the time between rounds at most 5 minutes apart' },
} as const;
const figureNames = Object.keys(figureProperties) as (keyof typeof figureProperties)[];

const figuresSchema = { type: 'object', additionalProperties: false, required: figureNames, properties: figureProperties } as const;

const periodSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end', 'date', ...figureNames],
  properties: {
    start: { ...int, description: 'Epoch ms of the local midnight that starts the period' },
    end: { ...int, description: 'Epoch ms of the local midnight that starts the next one' },
    date: { type: 'string', description: 'Its first date, YYYY-MM-DD' },
    ...figureProperties,
  },
} as const;

const lossLimitLineSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'amount', 'usedAmount', 'periodStart', 'endTime'],
  properties: {
    kind: { type: 'string', enum: LOSS_KINDS },
    amount: { ...eur, description: 'The amount in force' },
    usedAmount: { ...eur, description: "The current period's loss as the limit counts it for a bet" },
    periodStart: int,
    endTime: { ...int, description: 'End of the current period' },
  },
} as const;

export const overviewAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'period', 'timeZone', 'currency', 'from', 'to', 'periods', 'totals', 'lossLimits'],
  properties: {
    success: { type: 'boolean' },
    period: { type: 'string', enum: OVERVIEW_PERIODS },
    timeZone: { type: 'string', description: "The loss limits' calendar every period and date is on (Europe/Helsinki)" },
    currency: { type: 'string', enum: ['EUR'] },
    from: { type: 'string', description: 'The first date covered (YYYY-MM-DD)' },
    to: { type: 'string', description: 'The last date covered (YYYY-MM-DD)' },
    periods: { type: 'array', items: periodSchema },
    totals: { ...figuresSchema, description: 'The whole range' },
    lossLimits: { type: 'array', items: lossLimitLineSchema, description: 'The loss limits in force' },
  },
} as const;
