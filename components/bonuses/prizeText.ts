import type { TranslateFunction } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import type { WheelPrize } from '@/lib/bonuses/types';

/** A prize in words (bonuses namespace): cash, bonus money, free spins or bonus game points. */
export function prizeText(t: TranslateFunction, prize: WheelPrize): string {
  switch (prize.type) {
    case 'cash':
      return t('prize.cash', { amount: formatMoney(prize.amount ?? 0) });
    case 'promo':
      return t('prize.promo', { amount: formatMoney(prize.amount ?? 0) });
    case 'freeSpins':
      return t('prize.freeSpins', { count: prize.spins ?? 0 });
    default:
      return t('prize.bonusGame', { count: prize.points ?? 0 });
  }
}
