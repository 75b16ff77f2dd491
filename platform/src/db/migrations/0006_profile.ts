import type { Kysely } from 'kysely';
import { withAutoId } from './util';

/**
 * The profile area: the player's avatar choice, uploaded documents with their
 * compliance status, and customer support contact messages. Times epoch ms.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('player_avatar')
    .addColumn('player_id', 'bigint', (c) => c.primaryKey().references('player.id').onDelete('cascade'))
    .addColumn('avatar', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await withAutoId(db, db.schema.createTable('player_document'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    /** passport | identityCard | drivingLicence | utilityBill | sourceOfFunds */
    .addColumn('document_type', 'text', (c) => c.notNull())
    .addColumn('document_side', 'text', (c) => c.notNull())
    /** The name the player gave (form field `name`). */
    .addColumn('name', 'text', (c) => c.notNull())
    /** The uploaded file's own name (documentSource). */
    .addColumn('source', 'text', (c) => c.notNull())
    /** pdf | png | jpg, read from the content. */
    .addColumn('file_type', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    /** Path of the stored file relative to the documents folder (never derived from input). */
    .addColumn('storage_key', 'text', (c) => c.notNull())
    /** pending | approved | rejected */
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
    .addColumn('status_updated_at', 'bigint')
    .execute();
  await db.schema.createIndex('player_document_player_idx').on('player_document').columns(['player_id', 'uploaded_at']).execute();

  await withAutoId(db, db.schema.createTable('support_message'))
    .addColumn('player_id', 'bigint', (c) => c.notNull().references('player.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('support_message_player_idx').on('support_message').columns(['player_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('support_message').execute();
  await db.schema.dropTable('player_document').execute();
  await db.schema.dropTable('player_avatar').execute();
}
