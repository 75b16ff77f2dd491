import { sessionTimeParts } from '@/lib/account/sessionTime';
import { formatMoney } from '@/lib/format/money';
import type { OverviewTotals } from '@/lib/playOverview/types';

/** A translation function of the limits namespace. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

/** Time played as hours and minutes, e.g. "1 h 05 min". */
export function formatPlayedTime(seconds: number, t: Translate): string {
  const { hours, minutes } = sessionTimeParts(seconds * 1000);
  return t('overview.duration', { hours, minutes: String(minutes).padStart(2, '0') });
}

/**
 * A span's figures in words, in the player's language: "Tällä viikolla: hävitty €42.50,
 * talletettu €50.00, kotiutettu €0.00, pelattu 1 h 05 min". Real money's result is said as won or
 * lost; promo money's only when it moved.
 */
export function figuresInWords(when: string, figures: OverviewTotals, t: Translate): string {
  const parts: string[] = [];
  const real = figures.netReal;
  if (real < 0) parts.push(t('overview.words.lost', { amount: formatMoney(-real) }));
  else if (real > 0) parts.push(t('overview.words.won', { amount: formatMoney(real) }));
  else parts.push(t('overview.words.even'));
  const promo = figures.netPromo;
  if (promo < 0) parts.push(t('overview.words.promoLost', { amount: formatMoney(-promo) }));
  else if (promo > 0) parts.push(t('overview.words.promoWon', { amount: formatMoney(promo) }));
  parts.push(t('overview.words.deposited', { amount: formatMoney(figures.deposits) }));
  parts.push(t('overview.words.withdrawn', { amount: formatMoney(figures.withdrawals) }));
  if (figures.withdrawalsCancelled > 0) parts.push(t('overview.words.cancelled', { amount: formatMoney(figures.withdrawalsCancelled) }));
  parts.push(t('overview.words.played', { time: formatPlayedTime(figures.playedSeconds, t) }));
  return `${when}: ${parts.join(', ')}.`;
}
