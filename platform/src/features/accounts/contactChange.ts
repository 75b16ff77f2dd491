import { AppError, ErrorCode } from '../../errors';
import { verifyPassword } from '../../crypto';
import { consumeCode, issueCode, retireCodes } from './codes';
import { duplicate, ensureUnique, isUniqueViolation, requirePlayer } from './players';
import { limit } from './rateLimit';
import { checkEmail, normalizePhone } from './validation';
import { renderMessage, sendMessage } from '../outbox';
import { type Deps } from './deps';
import { setVerifiedEmail, type PlayerRow } from './store/players';

/**
 * Changing the login email or the phone number (docs/decisions.md#contact-change): the current
 * password is asked, a code goes to the NEW address or number, and nothing changes until that
 * code is entered in the same player's session. The old email address is told of the change.
 */

/** 109 when the account has a password and the given one is missing or wrong (counted like updatePassword's). */
async function checkCurrentPassword(deps: Deps, player: PlayerRow, password: string | undefined): Promise<void> {
  const { db, cfg, clock } = deps;
  if (player.password_hash === null) return; // a bank-login account: the bank proved who it is
  await limit(db, `oldpw-player:${player.id}`, cfg.loginLimitPerEmail, clock.now(), cfg.rateWindowMs);
  if (!password || !(await verifyPassword(password, player.password_hash))) {
    throw new AppError(ErrorCode.AUTHENTICATION_ERROR, 'The current password is wrong', { params: { field: 'password' } });
  }
}

/** POST /player/email: a 6-digit code to the new address; the login stays the old one until it is entered. */
export async function requestEmailChange(deps: Deps, playerId: number, input: { email: string; password?: string }): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  const email = checkEmail(input.email);
  if (email === player.email) throw AppError.validation('email', 'This is your email address already', { rule: 'unchanged' });
  await checkCurrentPassword(deps, player, input.password);
  await ensureUnique(db, { email }, playerId);
  await limit(db, `send-email:${playerId}`, cfg.sendLimitPerPlayer, now, cfg.rateWindowMs);
  await retireCodes(db, playerId, ['emailChange'], now);
  const code = await issueCode(db, playerId, 'emailChange', email, now);
  const text = renderMessage('verifyEmail', player.language, { shortCode: code });
  await sendMessage(db, { kind: 'email', to: email, ...text, code, shortCode: code, playerId }, now);
}

/** POST /player/email/verify: the code sent to the new address makes it the login (verified). */
export async function confirmEmailChange(deps: Deps, playerId: number, code: string): Promise<PlayerRow> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-player:${playerId}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  if (!/^\d{6}$/.test(code.trim())) throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, 'Code not found');
  const used = await consumeCode(db, 'emailChange', code, now, playerId);
  const before = await requirePlayer(db, playerId);
  const email = used.target ?? '';
  await ensureUnique(db, { email }, playerId); // taken by someone else since the code was sent
  try {
    await setVerifiedEmail(db, playerId, email, now);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate('email', 'This email address is already registered');
    throw err;
  }
  await retireCodes(db, playerId, ['email', 'activation', 'forgot'], now);
  if (before.email) {
    const text = renderMessage('emailChanged', before.language, { email });
    await sendMessage(db, { kind: 'email', to: before.email, ...text, playerId }, now);
  }
  return requirePlayer(db, playerId);
}

/**
 * POST /player/phonenumber: an SMS code to the new number; the number changes when that code is
 * entered (verifySmsShortCode). Earlier SMS codes stop working.
 */
export async function requestPhoneChange(deps: Deps, playerId: number, input: { phonenumber: string; password?: string }): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  const phone = normalizePhone(input.phonenumber, undefined, 'phonenumber');
  await checkCurrentPassword(deps, player, input.password);
  await ensureUnique(db, { phone }, playerId, { phone: 'phonenumber' });
  await limit(db, `send-sms:${playerId}`, cfg.sendLimitPerPlayer, now, cfg.rateWindowMs);
  await retireCodes(db, playerId, ['sms'], now);
  const code = await issueCode(db, playerId, 'sms', phone, now);
  const text = renderMessage('verifySms', player.language, { shortCode: code });
  await sendMessage(db, { kind: 'sms', to: phone, subject: '', body: text.body, code, shortCode: code, playerId }, now);
}
