import type { Db } from '../../db/schema';
import { insertOutboxMessage, listOutboxMessages } from './store';

export type OutboxKind = 'email' | 'sms';

export interface OutboxMessage {
  id: number;
  kind: OutboxKind;
  to: string;
  subject: string;
  body: string;
  code: string | null;
  shortCode: string | null;
  createdTime: number;
}

export interface NewMessage {
  kind: OutboxKind;
  to: string;
  subject?: string;
  body: string;
  code?: string;
  shortCode?: string;
  playerId?: number;
}

/** Normalised recipient: emails lower case, phone numbers as given (already +digits). */
const recipient = (kind: OutboxKind, to: string): string => (kind === 'email' ? to.trim().toLowerCase() : to.trim());

/**
 * The sandbox outbox: every email and SMS the platform "sends" is a row here, readable through
 * GET /sandbox/outbox. Nothing leaves the machine.
 */
export async function sendMessage(db: Db, message: NewMessage, now: number): Promise<void> {
  await insertOutboxMessage(db, {
    kind: message.kind,
    recipient: recipient(message.kind, message.to),
    subject: message.subject ?? '',
    body: message.body,
    code: message.code ?? null,
    short_code: message.shortCode ?? null,
    player_id: message.playerId ?? null,
    created_at: now,
  });
}

/** Newest first, at most `limit`. */
export async function listMessages(db: Db, filter: { to?: string; kind?: OutboxKind; limit?: number }): Promise<OutboxMessage[]> {
  const to = filter.to?.trim();
  const rows = await listOutboxMessages(db, {
    kind: filter.kind,
    recipients: to ? [to, to.toLowerCase()] : undefined,
    limit: filter.limit ?? 100,
  });
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind as OutboxKind,
    to: r.recipient,
    subject: r.subject,
    body: r.body,
    code: r.code,
    shortCode: r.short_code,
    createdTime: Number(r.created_at),
  }));
}
