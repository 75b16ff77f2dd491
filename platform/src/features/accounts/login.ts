import { AppError, ErrorCode } from '../../errors';
import { consumeCode } from './codes';
import { assertAccessAllowed } from './compliance';
import { checkCanLogin, requirePlayer } from './players';
import { hit, lastEventAt, limit, loginDelayMs, peek, tooManyRequests, touch } from './rateLimit';
import { isEmail, normalizeEmail } from './validation';
import { verifyPassword } from '../../crypto';
import { checkIp, startSession, type LoginDeps } from './deps';
import { findPlayerByEmail, type PlayerRow } from './store/players';

/** Login by email and password, and by a one-time autoLogin token. */

/**
 * POST /login. 429 when the client IP made too many attempts or the email had too many failures
 * in the window; 107 email or password blank; 110 email not an email address; 104 unknown email
 * or wrong password (also a player without a password); then checkCanLogin's 114/111/210/108.
 */
export async function login(
  deps: LoginDeps,
  emailInput: string,
  password: string,
  ip: string | null,
): Promise<{ token: string; player: PlayerRow }> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  checkIp(cfg, ip);
  await assertAccessAllowed(db, cfg, { ip });
  await limit(db, `login-ip:${ip}`, cfg.loginLimitPerIp, now, cfg.rateWindowMs);
  const email = normalizeEmail(emailInput);
  if (!email || !password) throw new AppError(ErrorCode.BAD_CREDENTIALS_107, 'Email and password are required');
  if (!isEmail(email)) throw new AppError(ErrorCode.BAD_CREDENTIALS_110, 'Invalid email or password');
  // Failed logins per email: the first ones are free, then each attempt waits a growing delay.
  const emailKey = `login-email:${email}`;
  const lastFailureKey = `login-email-last:${email}`;
  const failures = await peek(db, emailKey, now, cfg.rateWindowMs);
  if (failures >= cfg.loginLimitPerEmail) {
    const waitLeft = ((await lastEventAt(db, lastFailureKey)) ?? now) + loginDelayMs(failures - cfg.loginLimitPerEmail) - now;
    if (waitLeft > 0) throw tooManyRequests(waitLeft, 'Too many failed attempts for this account, try again shortly');
  }
  const player = await findPlayerByEmail(db, email);
  const ok = await verifyPassword(password, player?.password_hash ?? null);
  if (!player || !ok) {
    await hit(db, emailKey, now, cfg.rateWindowMs);
    await touch(db, lastFailureKey, now);
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }
  await checkCanLogin(db, player, cfg.blockedCountries, now, deps.loginPlayCheck);
  const token = await startSession(deps, Number(player.id), 'password', ip);
  return { token, player };
}

/** POST /autoLogin: a one-time token (from activation or the sandbox admin); 104 when unknown, used or expired. */
export async function autoLogin(deps: LoginDeps, t: string, ip: string | null): Promise<{ token: string }> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  checkIp(cfg, ip);
  await assertAccessAllowed(db, cfg, { ip });
  await limit(db, `login-ip:${ip}`, cfg.loginLimitPerIp, now, cfg.rateWindowMs);
  let playerId: number;
  try {
    playerId = (await consumeCode(db, 'autoLogin', t, now)).playerId;
  } catch (err) {
    if (err instanceof AppError) throw new AppError(ErrorCode.BAD_CREDENTIALS, 'Invalid or expired login token');
    throw err;
  }
  const player = await requirePlayer(db, playerId);
  await checkCanLogin(db, player, cfg.blockedCountries, now, deps.loginPlayCheck);
  return { token: await startSession(deps, playerId, 'autoLogin', ip) };
}
