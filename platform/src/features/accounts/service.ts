import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { consumeCode, issueCode, retireCodes } from './codes';
import { assertAccessAllowed } from './compliance';
import type { Clock } from '../../clock';
import type { AccountsConfig } from '../../config';
import {
  checkCanLogin,
  duplicate,
  ensureUnique,
  findByEmail,
  isUniqueViolation,
  NEW_PLAYER_DEFAULTS,
  recordActivity,
  requirePlayer,
  uniqueViolationField,
  type PlayerRow,
} from './players';
import { hit, lastEventAt, limit, loginDelayMs, peek, tooManyRequests, touch } from './rateLimit';
import { createSession, endPlayerSessions, type SessionKind } from './sessions';
import {
  checkAdult,
  checkBirthDate,
  checkCountry,
  checkEmail,
  checkNewPassword,
  checkNickname,
  isEmail,
  normalizeEmail,
  normalizePhone,
  passwordProblem,
} from './validation';
import { hashPassword, verifyPassword } from '../../crypto';
import { isLang } from '../../langs';
import { renderMessage, sendMessage } from '../outbox';

export interface Deps {
  db: Kysely<Database>;
  cfg: AccountsConfig;
  clock: Clock;
}

const displayName = (p: { first_name: string; nickname: string | null }) => p.first_name || p.nickname || '';

export function checkIp(cfg: AccountsConfig, ip: string | null): void {
  if (ip && cfg.blockedIps.includes(ip)) throw new AppError(ErrorCode.COUNTRY_BLOCKED);
}

/** Starts a session for a player who passed checkCanLogin and records the login activity. */
export async function startSession({ db, clock }: Deps, playerId: number, kind: SessionKind, ip: string | null): Promise<string> {
  const now = clock.now();
  const token = await createSession(db, playerId, kind, ip, now);
  await recordActivity(db, playerId, kind === 'password' ? 'login' : kind, ip, now);
  return token;
}

// ---------------------------------------------------------------- registration and activation

export interface RegisterInput {
  email: string;
  password: string;
  confirmPassword: string;
  country: string;
  registrationCurrency?: string;
  language?: string;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  address?: string;
  zipCode?: string;
  city?: string;
  promoCode?: string;
  ageChecked?: boolean;
  policyChecked?: boolean;
  phoneNumber?: string;
  houseNumber?: string;
  privacyPolicyChecked?: boolean;
}

const need = (value: string, field: string): string => {
  const v = value.trim();
  if (!v) throw AppError.validation(field, `${field} is required`, { rule: 'required' });
  return v;
};

/**
 * Registration: checks every rule, creates an unactivated player and sends the activation email
 * (activation code + 6-digit code) to the outbox.
 */
export async function register(deps: Deps, input: RegisterInput, ip: string | null): Promise<{ userId: number }> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  checkIp(cfg, ip);
  if (input.ageChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_214, 'Age confirmation (18+) not accepted', { params: { field: 'ageChecked' } });
  if (input.policyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED, undefined, { params: { field: 'policyChecked' } });
  if (input.privacyPolicyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_215, undefined, { params: { field: 'privacyPolicyChecked' } });

  const email = checkEmail(input.email);
  checkNewPassword(input.password, input.confirmPassword);
  const nickname = checkNickname(input.nickName);
  const firstName = need(input.firstName, 'firstName');
  const lastName = need(input.lastName, 'lastName');
  const birthDate = checkBirthDate(input.birthDate, now);
  checkAdult(birthDate, now);
  const country = checkCountry(input.country);
  if (cfg.blockedCountries.includes(country)) throw new AppError(ErrorCode.COUNTRY_BLOCKED);
  await assertAccessAllowed(db, cfg, { ip, country });
  const currency = (input.registrationCurrency ?? 'EUR').trim().toUpperCase() || 'EUR';
  if (currency !== 'EUR') throw AppError.validation('registrationCurrency', 'Only EUR is supported', { rule: 'currency' });
  const language = input.language ?? 'fi';
  if (!isLang(language)) throw AppError.validation('language', 'Language must be fi, et or en', { rule: 'language' });
  const phone = input.phoneNumber?.trim() ? normalizePhone(input.phoneNumber) : null;

  await ensureUnique(db, { email, nickname, phone });
  const passwordHash = await hashPassword(input.password);

  let id: number;
  try {
    const row = await db
      .insertInto('player')
      .values({
        ...NEW_PLAYER_DEFAULTS,
        email,
        nickname,
        nickname_key: nickname.toLowerCase(),
        password_hash: passwordHash,
        first_name: firstName,
        last_name: lastName,
        birth_date: birthDate,
        address: input.address?.trim() ?? '',
        house_number: input.houseNumber?.trim() ?? '',
        zip_code: input.zipCode?.trim() ?? '',
        city: input.city?.trim() ?? '',
        country,
        currency,
        language,
        phone_number: phone,
        promo_code: input.promoCode?.trim() || null,
        activated: 0,
        status: 'active',
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = Number(row.id);
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), 'Duplicate data');
    throw err;
  }

  const code = await issueCode(db, id, 'activation', email, now);
  const short = await issueCode(db, id, 'email', email, now, 7 * 24 * 3600 * 1000);
  const text = renderMessage('activation', language, { name: firstName, code, shortCode: short });
  await sendMessage(db, { kind: 'email', to: email, ...text, code, shortCode: short, playerId: id }, now);
  return { userId: id };
}

/** Marks the email verified (and the player activated) after a code sent to it was entered. */
async function confirmEmail({ db, clock }: Deps, playerId: number, target: string | null): Promise<PlayerRow> {
  const now = clock.now();
  const p = await requirePlayer(db, playerId);
  if (!p.email || (target !== null && target !== p.email)) {
    // The code was sent to an address the player no longer has.
    throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, 'This code is for another email address');
  }
  await db.updateTable('player').set({ activated: 1, email_verified: 1, updated_at: now }).where('id', '=', playerId).execute();
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

// ---------------------------------------------------------------- login

/**
 * POST /login. 429 when the client IP made too many attempts or the email had too many failures
 * in the window; 107 email or password blank; 110 email not an email address; 104 unknown email
 * or wrong password (also a player without a password); then checkCanLogin's 114/111/210/108.
 */
export async function login(deps: Deps, emailInput: string, password: string, ip: string | null): Promise<{ token: string; player: PlayerRow }> {
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
  const player = await findByEmail(db, email);
  const ok = await verifyPassword(password, player?.password_hash ?? null);
  if (!player || !ok) {
    await hit(db, emailKey, now, cfg.rateWindowMs);
    await touch(db, lastFailureKey, now);
    throw new AppError(ErrorCode.BAD_CREDENTIALS);
  }
  await checkCanLogin(db, player, cfg.blockedCountries, now);
  const token = await startSession(deps, Number(player.id), 'password', ip);
  return { token, player };
}

/** POST /autoLogin: a one-time token (from activation or the sandbox admin); 104 when unknown, used or expired. */
export async function autoLogin(deps: Deps, t: string, ip: string | null): Promise<{ token: string }> {
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
  await checkCanLogin(db, player, cfg.blockedCountries, now);
  return { token: await startSession(deps, playerId, 'autoLogin', ip) };
}

// ---------------------------------------------------------------- passwords

/** POST player/triggerForgotPassword: 181 unknown email, 109 wrong birth date; a code to the outbox. */
export async function triggerForgotPassword(deps: Deps, emailInput: string, birthDateInput: string, ip: string | null): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-ip:${ip}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  const email = checkEmail(emailInput);
  const player = await findByEmail(db, email);
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
  await db.updateTable('player').set({ password_hash: await hashPassword(password), updated_at: now }).where('id', '=', used.playerId).execute();
  await retireCodes(db, used.playerId, ['forgot'], now);
  await endPlayerSessions(db, used.playerId, now);
}

/**
 * POST /player/updatePassword: 213 mismatch, 104 invalid new password (short or bad characters),
 * 109 old password missing or wrong (when the player has one). Other sessions end.
 */
export async function updatePassword(
  deps: Deps,
  playerId: number,
  sessionHash: string,
  input: { oldPassword?: string; password: string; confirmPassword: string },
): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  if (input.password !== input.confirmPassword) throw new AppError(ErrorCode.PASSWORDS_MISMATCH, undefined, { params: { field: 'confirmPassword' } });
  if (passwordProblem(input.password)) {
    throw new AppError(ErrorCode.BAD_CREDENTIALS, 'The new password is not valid: at least 6 characters without spaces', {
      status: 400,
      params: { field: 'password' },
    });
  }
  const player = await requirePlayer(db, playerId);
  if (player.password_hash !== null) {
    await limit(db, `oldpw-player:${playerId}`, cfg.loginLimitPerEmail, now, cfg.rateWindowMs);
    if (!input.oldPassword || !(await verifyPassword(input.oldPassword, player.password_hash))) {
      throw new AppError(ErrorCode.AUTHENTICATION_ERROR, 'The current password is wrong', { params: { field: 'oldPassword' } });
    }
  }
  await db.updateTable('player').set({ password_hash: await hashPassword(input.password), updated_at: now }).where('id', '=', playerId).execute();
  await endPlayerSessions(db, playerId, now, sessionHash);
}

/** POST /player/addPassword: for players without a password (bank login). 195 when one is set already. */
export async function addPassword(deps: Deps, playerId: number, password: string, confirm: string): Promise<void> {
  const { db, clock } = deps;
  checkNewPassword(password, confirm);
  const res = await db
    .updateTable('player')
    .set({ password_hash: await hashPassword(password), updated_at: clock.now() })
    .where('id', '=', playerId)
    .where('password_hash', 'is', null)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) {
    throw AppError.validation('password', 'The account has a password already; use updatePassword', { rule: 'alreadySet' });
  }
}

// ---------------------------------------------------------------- profile

export interface FieldsInput {
  receiveEmail?: boolean;
  receiveSms?: boolean;
  email?: string;
  firstName?: string;
  lastName?: string;
  address?: string;
  zipCode?: string;
  city?: string;
  phoneNumber?: string;
  nickName?: string;
  houseNumber?: string;
}

/**
 * Updates the given fields of the session's player. A new email is unverified and gets a
 * verification code; a new phone number is unverified. 195 invalid, 180 taken by someone else.
 */
export async function updateFields(deps: Deps, playerId: number, input: FieldsInput, fieldNames: Partial<Record<keyof FieldsInput, string>> = {}): Promise<PlayerRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  const set: Record<string, string | number | null> = {};
  const name = (k: keyof FieldsInput) => fieldNames[k] ?? k;

  let newEmail: string | undefined;
  if (input.email !== undefined) {
    const email = checkEmail(input.email, name('email'));
    if (email !== player.email) {
      newEmail = email;
      set.email = email;
      set.email_verified = 0;
    }
  }
  let newNick: string | undefined;
  if (input.nickName !== undefined) {
    const nick = checkNickname(input.nickName, name('nickName'));
    if (nick !== player.nickname) {
      newNick = nick;
      set.nickname = nick;
      set.nickname_key = nick.toLowerCase();
    }
  }
  let newPhone: string | undefined;
  if (input.phoneNumber !== undefined) {
    const phone = normalizePhone(input.phoneNumber, undefined, name('phoneNumber'));
    if (phone !== player.phone_number) {
      newPhone = phone;
      set.phone_number = phone;
      set.phone_verified = 0;
    }
  }
  const text = (k: 'firstName' | 'lastName' | 'address' | 'zipCode' | 'city' | 'houseNumber', column: string, required: boolean) => {
    const v = input[k];
    if (v === undefined) return;
    const t = v.trim();
    if (required && !t) throw AppError.validation(name(k), `${name(k)} is required`, { rule: 'required' });
    set[column] = t;
  };
  text('firstName', 'first_name', true);
  text('lastName', 'last_name', true);
  text('address', 'address', false);
  text('zipCode', 'zip_code', false);
  text('city', 'city', false);
  text('houseNumber', 'house_number', false);
  if (input.receiveEmail !== undefined) set.receive_email = input.receiveEmail ? 1 : 0;
  if (input.receiveSms !== undefined) set.receive_sms = input.receiveSms ? 1 : 0;

  await ensureUnique(db, { email: newEmail, nickname: newNick, phone: newPhone }, playerId, {
    email: name('email'),
    nickname: name('nickName'),
    phone: name('phoneNumber'),
  });
  if (Object.keys(set).length > 0) {
    try {
      await db.updateTable('player').set({ ...set, updated_at: now }).where('id', '=', playerId).execute();
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), 'Duplicate data');
      throw err;
    }
  }
  if (newEmail) await sendEmailCode(deps, playerId, { countLimit: false });
  return requirePlayer(db, playerId);
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
  const code = await issueCode(db, playerId, 'sms', player.phone_number, now);
  const text = renderMessage('verifySms', player.language, { shortCode: code });
  await sendMessage(db, { kind: 'sms', to: player.phone_number, subject: '', body: text.body, code, shortCode: code, playerId }, now);
}

/** POST /player/verifySmsShortCode: the code must be for the player's current number. */
export async function verifySmsCode(deps: Deps, playerId: number, code: string): Promise<void> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  await limit(db, `code-player:${playerId}`, cfg.codeLimitPerIp, now, cfg.rateWindowMs);
  const player = await requirePlayer(db, playerId);
  const used = await consumeCode(db, 'sms', code, now, playerId);
  if (used.target !== player.phone_number) throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, 'This code is for another phone number');
  await db.updateTable('player').set({ phone_verified: 1, updated_at: now }).where('id', '=', playerId).execute();
}

export interface SmsHistoryEntry {
  createdTime: number;
  phoneNumber: string | null;
  verified: boolean;
  verifiedTime: number | null;
  expireTime: number;
}

export async function smsHistory({ db }: Deps, playerId: number): Promise<SmsHistoryEntry[]> {
  const rows = await db
    .selectFrom('player_code')
    .select(['created_at', 'target', 'used_at', 'expires_at'])
    .where('player_id', '=', playerId)
    .where('kind', '=', 'sms')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(50)
    .execute();
  return rows.map((r) => ({
    createdTime: Number(r.created_at),
    phoneNumber: r.target,
    verified: r.used_at !== null,
    verifiedTime: r.used_at === null ? null : Number(r.used_at),
    expireTime: Number(r.expires_at),
  }));
}

/**
 * POST /player/completeAccount for bank-login players: nickname, email, phone (dial code +
 * number) and password in one go. 195 invalid field, 104 invalid password, 213 mismatch,
 * 180 taken by someone else or the account is complete already.
 */
export async function completeAccount(
  deps: Deps,
  playerId: number,
  input: { nickName: string; email: string; countryCode: string; phoneNumber: string; password: string; confirmPassword: string },
): Promise<PlayerRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  if (player.email && player.password_hash) {
    throw new AppError(ErrorCode.DUPLICATE_DATA, 'The account is complete already', { params: { field: 'email', reason: 'alreadyComplete' } });
  }
  const nickname = checkNickname(input.nickName);
  const email = checkEmail(input.email);
  const phone = normalizePhone(input.phoneNumber, input.countryCode);
  if (input.password !== input.confirmPassword) throw new AppError(ErrorCode.PASSWORDS_MISMATCH, undefined, { params: { field: 'confirmPassword' } });
  if (passwordProblem(input.password)) {
    throw new AppError(ErrorCode.BAD_CREDENTIALS, 'The password is not valid: at least 6 characters without spaces', { status: 400, params: { field: 'password' } });
  }
  await ensureUnique(db, { email, nickname, phone }, playerId);
  const hash = await hashPassword(input.password);
  try {
    await db
      .updateTable('player')
      .set({
        nickname,
        nickname_key: nickname.toLowerCase(),
        email,
        email_verified: player.email === email ? player.email_verified : 0,
        phone_number: phone,
        phone_verified: player.phone_number === phone ? player.phone_verified : 0,
        password_hash: hash,
        updated_at: now,
      })
      .where('id', '=', playerId)
      .execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), 'Duplicate data');
    throw err;
  }
  if (player.email !== email) await sendEmailCode(deps, playerId, { countLimit: false });
  return requirePlayer(db, playerId);
}

export async function changeLanguage({ db, clock }: Deps, playerId: number, language: string): Promise<void> {
  if (!isLang(language)) throw AppError.validation('language', 'Language must be fi, et or en', { rule: 'language' });
  await db.updateTable('player').set({ language, updated_at: clock.now() }).where('id', '=', playerId).execute();
}

// ---------------------------------------------------------------- validate operations

/** 195 invalid or 180 taken (by another player than `exceptId`); 429 beyond the per-IP limit. */
export async function validateValue(
  deps: Deps,
  kind: 'nickname' | 'email' | 'phone',
  value: string,
  ip: string | null,
  exceptId?: number,
  dialCode?: string,
): Promise<void> {
  const { db, cfg, clock } = deps;
  await limit(db, `validate-ip:${ip}`, cfg.validateLimitPerIp, clock.now(), cfg.rateWindowMs);
  if (kind === 'nickname') await ensureUnique(db, { nickname: checkNickname(value, 'nickname') }, exceptId, { nickname: 'nickname' });
  else if (kind === 'email') await ensureUnique(db, { email: checkEmail(value) }, exceptId);
  else await ensureUnique(db, { phone: normalizePhone(value, dialCode, 'phonenumber') }, exceptId, { phone: 'phonenumber' });
}
