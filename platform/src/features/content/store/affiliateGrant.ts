import type { Db } from '../../../db/schema';

/** For the affiliate welcome (features/bonuses): what an affiliate of `reference` grants, or undefined. */
export const findAffiliateGrant = (db: Db, reference: string) =>
  db
    .selectFrom('affiliate')
    .select(['reference', 'granted_free_spins', 'free_spin_game_id'])
    .where('reference', '=', reference)
    .executeTakeFirst();
