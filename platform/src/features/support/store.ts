import type { Db } from '../../db/schema';

/** The support_message table: the contact messages players send. */

/** Stores a contact message; answers its id. */
export async function insertSupportMessage(
  db: Db,
  message: { playerId: number; email: string; subject: string; message: string },
  now: number,
): Promise<number> {
  const row = await db
    .insertInto('support_message')
    .values({ player_id: message.playerId, email: message.email, subject: message.subject, message: message.message, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
