import { AppError, ErrorCode } from '../../errors';
import { consumeCode, issueCode, retireCodes } from './codes';
import { duplicate, ensureUnique, isUniqueViolation, requirePlayer } from './players';
import { limit } from './rateLimit';
import { renderMessage, sendMessage } from '../outbox';
import { type Deps } from './deps';
import { listPlayerCodes } from './store/codes';
import { markEmailConfirmed, setVerifiedPhone, type PlayerRow } from './store/players';

/**
 * Contact verification: the codes sent to a player's email (activation, short codes) and phone,
 * and what entering them confirms; the player's SMS code history.
 */

/** Marks the email verified (and the player activated) after a code sent to it was entered. */
async function confirmEmail({ db, clock }: Deps, playerId: number, target: string | null): Promise<PlayerRow> {
  const now = clock.now();
  const p = await requirePlayer(db, playerId);
  if (!p.email || (target !== null && target !== p.email)) {
    // The code was sent to an address the player no longer has.
    throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, 'This code is for another email address');
  }
  await markEmailConfirmed(db, playerId, now);
  await retireCodes(db, playerId, ['activation', 'email'], now);
  return p;
}

/** POST player/activate: the long activation code. Answers a one-time autoLogin token. */
export async function activate(deps: Deps, code: string, ip: string | null): Promise<{ autoLoginToken: string }> {
  const { db, cfg, clock } = deps;
  await limit(db, `code-ip:${ip}`, cfg.codeLimitPerIp, clock.now(), cfg.rateWindowMs);
  const used = await consumeCode(db, 'activation', code, clock.now());
  await confirmEmail(deps, used.playerId, used.target);
  return { autoLoginToken: await issueCode(db, used.playerId, 'autoLogin', null, clock.now()) };
}

/**
 * POST player/verifyEmailShortCode: with a session, a code sent to that player's email; without
 * one, any live 6-digit code (the registration email's) and then an autoLogin token is answered.
 */
export async function verifyEmailShortCode(
  deps: Deps,
  code: string,
  playerId: number | undefined,
  ip: string | null,
): Promise<{ autoLoginToken?: string }> {
  const { db, cfg, clock } = deps;
  await limit(db, playerId ? `code-player:${playerId}` : `code-ip:${ip}`, cfg.codeLimitPerIp, clock.now(), cfg.rateWindowMs);
  if (!/^\d{6}$/.test(code.trim())) throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, 'Code not found');
  const used = await consumeCode(db, 'email', code, clock.now(), playerId);
  await confirmEmail(deps, used.playerId, used.target);
  if (playerId !== undefined) return {};
  return { autoLoginToken: await issueCode(db, used.playerId, 'autoLogin', null, clock.now()) };
}

/** A 6-digit code to the player's email (GET player/sendVerificationEmail). */
export async function sendEmailCode(deps: Deps, playerId: number, options: { countLimit?: boolean } = {}): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  if (!player.email) throw AppError.validation('email', 'Add an email address first', { rule: 'required' });
  if (options.countLimit !== false) await limit(db, `send-email:${playerId}`, cfg.sendLimitPerPlayer, now, cfg.rateWindowMs);
  const code = await issueCode(db, playerId, 'email', player.email, now);
  const text = renderMessage('verifyEmail', player.language, { shortCode: code });
  await sendMessage(db, { kind: 'email', to: player.email, ...text, code, shortCode: code, playerId }, now);
}

/** A 6-digit code to the player's phone (GET /player/sendVerificationSms). */
export async function sendSmsCode(deps: Deps, playerId: number): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  if (!player.phone_number) throw AppError.validation('phoneNumber', 'Add a phone number first', { rule: 'required' });
  await limit(db, `send-sms:${playerId}`, cfg.sendLimitPerPlayer, now, cfg.rateWindowMs);
  await retireCodes(db, playerId, ['sms'], now); // one live SMS code: a pending number change ends
  const code = await issueCode(db, playerId, 'sms', player.phone_number, now);
  const text = renderMessage('verifySms', player.language, { shortCode: code });
  await sendMessage(db, { kind: 'sms', to: player.phone_number, subject: '', body: text.body, code, shortCode: code, playerId }, now);
}

/**
 * POST /player/verifySmsShortCode: a code for the current number verifies it; a code sent to a
 * new number (POST /player/phonenumber) makes that the player's number, verified.
 */
export async function verifySmsCode(deps: Deps, playerId: number, code: string): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-player:${playerId}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  const player = await requirePlayer(db, playerId);
  const used = await consumeCode(db, 'sms', code, now, playerId);
  const phone = used.target ?? player.phone_number;
  if (phone !== player.phone_number) await ensureUnique(db, { phone }, playerId, { phone: 'phonenumber' });
  try {
    await setVerifiedPhone(db, playerId, phone, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('phonenumber', 'This phone number is already registered');
    throw err;
  }
}

export interface SmsHistoryEntry {
  createdTime: number;
  phoneNumber: string | null;
  verified: boolean;
  verifiedTime: number | null;
  expireTime: number;
}

export async function smsHistory({ db }: Deps, playerId: number): Promise<SmsHistoryEntry[]> {
  const rows = await listPlayerCodes(db, playerId, 'sms', 50);
  return rows.map((r) => ({
    createdTime: Number(r.created_at),
    phoneNumber: r.target,
    verified: r.used_at !== null,
    verifiedTime: r.used_at === null ? null : Number(r.used_at),
    expireTime: Number(r.expires_at),
  }));
}
