import type { Kysely } from 'kysely';

/**
 * Every real-money round writes each index of game_round. game_round_player_idx
 * (player_id, created_at) is a prefix of game_round_loss_idx (player_id, created_at, free_spin,
 * bet_cents, win_cents), which serves every query it served; one index write less per round
 * (docs/decisions.md#spin-round-trips).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('game_round_player_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('game_round_player_idx').on('game_round').columns(['player_id', 'created_at']).execute();
}
