import { AppError, ErrorCode } from '../../errors';
import { issueCode } from './codes';
import { assertAccessAllowed } from './compliance';
import { duplicate, ensureUnique, isUniqueViolation, requirePlayer, uniqueViolationField } from './players';
import { limit } from './rateLimit';
import {
  checkAdult,
  checkBirthDate,
  checkCountry,
  checkEmail,
  checkNewPassword,
  checkNickname,
  normalizePhone,
  passwordProblem,
} from './validation';
import { hashPassword } from '../../crypto';
import { isLang } from '../../langs';
import { renderMessage, sendMessage } from '../outbox';
import { sendEmailCode } from './contactVerification';
import { checkIp, type Deps } from './deps';
import { insertPlayer, updatePlayerProfile, type PlayerRow } from './store/players';

/**
 * Registration: a new player by email and password, the completion of a bank-login player's
 * account, and the validate operations the registration form asks while it is filled in.
 */

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
  if (input.ageChecked !== true)
    throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_214, 'Age confirmation (18+) not accepted', { params: { field: 'ageChecked' } });
  if (input.policyChecked !== true) throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED, undefined, { params: { field: 'policyChecked' } });
  if (input.privacyPolicyChecked !== true)
    throw new AppError(ErrorCode.TERMS_NOT_ACCEPTED_215, undefined, { params: { field: 'privacyPolicyChecked' } });

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
    id = await insertPlayer(db, {
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
    });
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
    throw new AppError(ErrorCode.DUPLICATE_DATA, 'The account is complete already', {
      params: { field: 'email', reason: 'alreadyComplete' },
    });
  }
  const nickname = checkNickname(input.nickName);
  const email = checkEmail(input.email);
  const phone = normalizePhone(input.phoneNumber, input.countryCode);
  if (input.password !== input.confirmPassword)
    throw new AppError(ErrorCode.PASSWORDS_MISMATCH, undefined, { params: { field: 'confirmPassword' } });
  if (passwordProblem(input.password)) {
    throw new AppError(ErrorCode.BAD_CREDENTIALS, 'The password is not valid: at least 6 characters without spaces', {
      status: 400,
      params: { field: 'password' },
    });
  }
  await ensureUnique(db, { email, nickname, phone }, playerId);
  const hash = await hashPassword(input.password);
  try {
    await updatePlayerProfile(
      db,
      playerId,
      {
        nickname,
        nickname_key: nickname.toLowerCase(),
        email,
        email_verified: player.email === email ? player.email_verified : 0,
        phone_number: phone,
        phone_verified: player.phone_number === phone ? player.phone_verified : 0,
        password_hash: hash,
      },
      now,
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), 'Duplicate data');
    throw err;
  }
  if (player.email !== email) await sendEmailCode(deps, playerId, { countLimit: false });
  return requirePlayer(db, playerId);
}

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
