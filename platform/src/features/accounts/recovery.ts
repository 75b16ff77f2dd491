import { AppError, ErrorCode } from '../../errors';
import { consumeCode, issueCode, retireCodes } from './codes';
import { limit } from './rateLimit';
import { endPlayerSessions } from './sessions';
import { checkBirthDate, checkEmail, checkNewPassword } from './validation';
import { hashPassword } from '../../crypto';
import { renderMessage, sendMessage } from '../outbox';
import { displayName, type Deps } from './deps';
import { findPlayerByEmail, setPasswordHash } from './store/players';

/** A forgotten password: a code to the player's email, then a new password. */

/** POST player/triggerForgotPassword: 181 unknown email, 109 wrong birth date; a code to the outbox. */
export async function triggerForgotPassword(deps: Deps, emailInput: string, birthDateInput: string, ip: string | null): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-ip:${ip}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  const email = checkEmail(emailInput);
  const player = await findPlayerByEmail(db, email);
  if (!player) throw new AppError(ErrorCode.EMAIL_NOT_FOUND);
  let birthDate: string | null = null;
  try {
    birthDate = checkBirthDate(birthDateInput, now);
  } catch {
    birthDate = null;
  }
  if (!player.birth_date || birthDate !== player.birth_date) {
    throw new AppError(ErrorCode.AUTHENTICATION_ERROR, 'Birth date does not match', { params: { field: 'birthDate' } });
  }
  await limit(db, `forgot-player:${player.id}`, cfg.sendLimitPerPlayer, now, cfg.rateWindowMs);
  const code = await issueCode(db, Number(player.id), 'forgot', email, now);
  const text = renderMessage('forgotPassword', player.language, { name: displayName(player), code });
  await sendMessage(db, { kind: 'email', to: email, ...text, code, playerId: Number(player.id) }, now);
}

/** POST player/modifyForgotPassword: 213 mismatch, 1001 too short, 195 bad characters, 183/209 code. Ends every session. */
export async function modifyForgotPassword(deps: Deps, code: string, password: string, confirm: string, ip: string | null): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-ip:${ip}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  checkNewPassword(password, confirm);
  const used = await consumeCode(db, 'forgot', code, now);
  await setPasswordHash(db, used.playerId, await hashPassword(password), now);
  await retireCodes(db, used.playerId, ['forgot'], now);
  await endPlayerSessions(db, used.playerId, now);
}
