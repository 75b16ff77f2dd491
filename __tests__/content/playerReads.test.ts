/**
 * What a player reads (docs/decisions.md#what-a-player-reads): the rules behind the texts, each
 * one that a unit can show.
 */
import { messageWithDisplayName, registrationAffiliateReference } from '@/lib/content/affiliate';
import { isPermanentRefusal } from '@/lib/errors';
import { formatShortDateTime, formatShortTime } from '@/lib/format';
import { forfeitMessage, withdrawHintMax } from '@/lib/wallet/withdrawRules';

describe('the affiliate message names its game as the site does', () => {
  it('strips the variant suffix from the catalogue name in the message', () => {
    const html = '<p>Sign up and get <strong>20 free spins</strong> on Book of Sand Low.</p>';
    expect(messageWithDisplayName(html, { title: 'Book of Sand Low', slug: 'book-of-sand-low' })).toBe(
      '<p>Sign up and get <strong>20 free spins</strong> on Book of Sand.</p>',
    );
  });

  it('leaves other games and messages without a game alone', () => {
    const html = '<p>30 free spins on Kuldne Mäng.</p>';
    expect(messageWithDisplayName(html, { title: 'Kuldne Mäng', slug: 'kuldne-mang' })).toBe(html);
    expect(messageWithDisplayName(html, null)).toBe(html);
  });
});

describe('registration carries the affiliate of the link (the banner does not show on the registration page)', () => {
  it('takes ?ref= first, then the remembered reference, else none', () => {
    expect(registrationAffiliateReference('?ref=nordic-reviews', 'affiliateRef=1')).toBe('nordic-reviews');
    expect(registrationAffiliateReference('', 'affiliateRef=baltic-slots')).toBe('baltic-slots');
    expect(registrationAffiliateReference('?ref=<x>', '')).toBeUndefined();
    expect(registrationAffiliateReference('', '')).toBeUndefined();
  });
});

describe('the withdraw form', () => {
  it('warns only about what would be lost', () => {
    expect(forfeitMessage(5, 3)).toEqual({ key: 'withdraw.forfeitText', promo: 5, spins: 3 });
    expect(forfeitMessage(5, 0)).toEqual({ key: 'withdraw.forfeitPromo', promo: 5, spins: 0 });
    expect(forfeitMessage(0, 3)).toEqual({ key: 'withdraw.forfeitSpins', promo: 0, spins: 3 });
    expect(forfeitMessage(null, 3).key).toBe('withdraw.forfeitSpins');
  });

  it('the hint shows the lower of the method maximum and the withdrawable cash', () => {
    expect(withdrawHintMax(100000, 100)).toBe(100);
    expect(withdrawHintMax(500, 1000)).toBe(500);
    expect(withdrawHintMax(100000, 0)).toBe(100000);
  });

  it('offers no retry after a permanent refusal', () => {
    expect(isPermanentRefusal(127)).toBe(true);
    for (const code of [231, 235, 260]) expect(isPermanentRefusal(code)).toBe(true);
    expect(isPermanentRefusal(117)).toBe(false);
    expect(isPermanentRefusal(100)).toBe(false);
  });
});

describe('dates in the Finnish format', () => {
  it('d.M.yyyy HH.mm whatever the language, no stray characters', () => {
    expect(formatShortDateTime(Date.UTC(2026, 10, 27, 8, 12))).toBe('27.11.2026 08.12');
    expect(formatShortDateTime(Date.UTC(2026, 0, 2, 13, 5))).toBe('2.1.2026 13.05');
    expect(formatShortTime(Date.UTC(2026, 0, 2, 7, 5))).toBe('07.05');
    expect(formatShortDateTime(undefined)).toBe('');
  });
});
