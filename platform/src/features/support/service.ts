import type { Db } from '../../db/schema';
import { AppError } from '../../errors';
import { rateLimit, requirePlayer } from '../accounts';
import { sendMessage } from '../outbox';
import { insertSupportMessage } from './store';

/** The support desk's address: contact messages go to it through the outbox. */
export const SUPPORT_EMAIL = 'support@aurum-casino.test';

/** What a message is about; 'closeAccount' carries a request to close the account. */
export const SUPPORT_TOPICS = ['general', 'account', 'payments', 'bonuses', 'documents', 'closeAccount'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

const TOPIC_SUBJECTS: Record<SupportTopic, string> = {
  general: 'General question',
  account: 'My account',
  payments: 'Deposits and withdrawals',
  bonuses: 'Bonuses and campaigns',
  documents: 'Documents and verification',
  closeAccount: 'Close my account',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 2000;
/** Contact messages a player may send per hour. */
const SUPPORT_MESSAGES_PER_HOUR = 5;
const HOUR_MS = 3600 * 1000;

/**
 * Stores a contact message of the session's player and puts it in the outbox, addressed to the
 * support desk with the player's id and email as reply address. 195 for a message out of
 * bounds, 429 beyond five an hour.
 */
export async function sendSupportMessage(
  deps: { db: Db; now: number },
  playerId: number,
  topic: SupportTopic,
  text: string,
): Promise<{ messageId: number }> {
  const { db, now } = deps;
  const message = text.trim();
  if (message.length < SUPPORT_MESSAGE_MIN || message.length > SUPPORT_MESSAGE_MAX) {
    throw AppError.validation('message', `The message must be ${SUPPORT_MESSAGE_MIN} to ${SUPPORT_MESSAGE_MAX} characters`, {
      rule: 'length',
      min: SUPPORT_MESSAGE_MIN,
      max: SUPPORT_MESSAGE_MAX,
    });
  }
  const player = await requirePlayer(db, playerId);
  await rateLimit(db, `support-player:${playerId}`, SUPPORT_MESSAGES_PER_HOUR, now, HOUR_MS);
  const email = player.email ?? '';
  const subject = TOPIC_SUBJECTS[topic];
  const messageId = await insertSupportMessage(db, { playerId, email, subject, message }, now);
  const body = [
    `Player: ${playerId} (${player.nickname ?? ''}, ${player.first_name} ${player.last_name})`,
    `Reply to: ${email || '(no email)'}`,
    `Language: ${player.language}`,
    '',
    message,
  ].join('\n');
  await sendMessage(db, { kind: 'email', to: SUPPORT_EMAIL, subject: `[${messageId}] ${subject}`, body, playerId }, now);
  return { messageId };
}
