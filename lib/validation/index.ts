/**
 * Validation rules of docs/product/validation.md as plain functions (used by the react-hook-form forms).
 * Each rule gives the translation key of its message in the `account` namespace
 * (`validation.*`), or undefined when the value passes.
 */
import { PASSWORD_MIN_LENGTH, PHONE_MAX_LENGTH } from '@/lib/constants';
export * from './fieldRules';

export type ValidationResult = string | undefined;

export const VALIDATION_KEYS = {
  required: 'validation.required',
  validateField: 'validation.validateField',
  email: 'validation.email',
  emailCharacters: 'validation.emailCharacters',
  password: 'validation.password',
  passwordShort: 'validation.passwordShort',
  passwordMismatch: 'validation.passwordMismatch',
  phoneDigits: 'validation.phoneDigits',
  phoneLength: 'validation.phoneLength',
  phoneFormat: 'validation.phoneFormat',
  nickname: 'validation.nickname',
  birthDate: 'validation.birthDate',
  minimumAge: 'validation.minimumAge',
  code: 'validation.code',
  mustAccept: 'validation.mustAccept',
} as const;

/** Minimum age of a player (registration). */
const MINIMUM_AGE = 18;

/** The platform's address rule (docs/decisions.md#email-characters): ASCII, an IDN domain in its xn-- form. */
const EMAIL_LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN_RE = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
/** At least 6 allowed characters: printable, no whitespace or control characters (at most 128). */
const PASSWORD_RE = new RegExp(`^[^\\s\\p{C}]{${PASSWORD_MIN_LENGTH},128}$`, 'u');
const NICKNAME_RE = /^[\p{L}\p{N}_.-]{3,20}$/u;
/** A plus followed by 3 to 15 digits. */
const PHONE_RE = /^\+\d{3,15}$/;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** A required value; `key` is the message (complete account uses 'validateField'). */
export function validateRequired(value: unknown, key: string = VALIDATION_KEYS.required): ValidationResult {
  return isBlank(value) ? key : undefined;
}

/** Email format (docs/product/validation.md user settings, login and registration). */
export function validateEmail(value: string): ValidationResult {
  if (isBlank(value)) return VALIDATION_KEYS.required;
  const email = value.trim();
  if (/[^\x21-\x7e]/.test(email)) return VALIDATION_KEYS.emailCharacters;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const ok = at > 0 && email.length <= 254 && local.length <= 64 && EMAIL_LOCAL_RE.test(local) && EMAIL_DOMAIN_RE.test(email.slice(at + 1));
  return ok ? undefined : VALIDATION_KEYS.email;
}

/** Password pattern: at least 6 allowed characters (docs/product/validation.md user settings, registration). */
export function validatePassword(value: string): ValidationResult {
  if (isBlank(value)) return VALIDATION_KEYS.required;
  return PASSWORD_RE.test(value) ? undefined : VALIDATION_KEYS.password;
}

/** Complete account: the password must be longer than 6 characters (passwordShort). */
export function validatePasswordLongerThanMin(value: string): ValidationResult {
  return [...(value ?? '')].length > PASSWORD_MIN_LENGTH ? undefined : VALIDATION_KEYS.passwordShort;
}

/** The confirmation matches the password (passwordMismatch). */
export function validatePasswordsMatch(password: string, confirmation: string): ValidationResult {
  return password === confirmation ? undefined : VALIDATION_KEYS.passwordMismatch;
}

/** Nickname: 3 to 20 letters, digits, '_', '.' or '-' (the platform's rule). */
export function validateNickname(value: string): ValidationResult {
  if (isBlank(value)) return VALIDATION_KEYS.required;
  return NICKNAME_RE.test(value.trim()) ? undefined : VALIDATION_KEYS.nickname;
}

/** Only digits may be typed into the phone number field. */
export function onlyDigits(value: string): string {
  return value.replace(/\D+/g, '');
}

/**
 * Phone (docs/product/validation.md): digits only; dial code plus number at most 16 characters; a plus followed by
 * 3 to 15 digits. `dialCode` is e.g. '+358'; the number's leading zero is dropped (as the
 * platform does) before the checks.
 */
export function validatePhone(dialCode: string, number: string): ValidationResult {
  if (isBlank(number)) return VALIDATION_KEYS.required;
  if (!/^\d+$/.test(number.trim())) return VALIDATION_KEYS.phoneDigits;
  const full = fullPhoneNumber(dialCode, number);
  if (full.length > PHONE_MAX_LENGTH) return VALIDATION_KEYS.phoneLength;
  return PHONE_RE.test(full) ? undefined : VALIDATION_KEYS.phoneFormat;
}

/** '+358' and '0401234567' → '+358401234567'. */
export function fullPhoneNumber(dialCode: string, number: string): string {
  const dial = `+${dialCode.replace(/[^\d]/g, '')}`;
  return `${dial}${number.trim().replace(/^0+/, '')}`;
}

/** A full international number typed into one field (registration): '+' and 3-15 digits, at most 16. */
export function validateInternationalPhone(value: string): ValidationResult {
  const phone = value.replace(/[\s().-]/g, '');
  if (phone.length > PHONE_MAX_LENGTH) return VALIDATION_KEYS.phoneLength;
  return PHONE_RE.test(phone) ? undefined : VALIDATION_KEYS.phoneFormat;
}

/** 'YYYY-MM-DD' as a UTC date, or null when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec((value ?? '').trim());
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d || y < 1900) return null;
  return date;
}

/** Full years between a birth date and `now` (UTC calendar days). */
export function ageOn(birthDate: Date, now: Date): number {
  const age = now.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birthDate.getUTCMonth() ||
    (now.getUTCMonth() === birthDate.getUTCMonth() && now.getUTCDate() < birthDate.getUTCDate());
  return beforeBirthday ? age - 1 : age;
}

/** A real date in the past (forgot password). */
export function validateBirthDate(value: string, now: Date = new Date()): ValidationResult {
  if (isBlank(value)) return VALIDATION_KEYS.required;
  const date = parseIsoDate(value);
  if (!date || date.getTime() > now.getTime()) return VALIDATION_KEYS.birthDate;
  return undefined;
}

/** Registration: a real past date and at least 18 years old. */
export function validateAdultBirthDate(value: string, now: Date = new Date()): ValidationResult {
  const problem = validateBirthDate(value, now);
  if (problem) return problem;
  return ageOn(parseIsoDate(value) as Date, now) >= MINIMUM_AGE ? undefined : VALIDATION_KEYS.minimumAge;
}

/** An activation code (12 characters) or a 6-digit email code. */
export function validateActivationCode(value: string): ValidationResult {
  if (isBlank(value)) return VALIDATION_KEYS.required;
  return /^[A-Za-z0-9-]{6,100}$/.test(value.trim()) ? undefined : VALIDATION_KEYS.code;
}

/** A 6-digit short code (verifyEmailShortCode) rather than the long activation code. */
export function isShortCode(value: string): boolean {
  return /^\d{6}$/.test(value.trim());
}

/** A checkbox that must be ticked (age, terms, privacy policy). */
export function validateChecked(value: unknown): ValidationResult {
  return value === true ? undefined : VALIDATION_KEYS.mustAccept;
}

export interface CompleteAccountValues {
  nickName: string;
  email: string;
  countryCode: string;
  phoneNumber: string;
  password: string;
  confirmPassword: string;
}

export type CompleteAccountErrors = Partial<Record<keyof CompleteAccountValues, string>>;

/**
 * Complete account (docs/product/validation.md): every field required (validateField); password longer than 6
 * characters (passwordShort); confirmation matches (passwordMismatch). Nickname, email and phone
 * formats are checked here too; nickname, email and phone are then validated by the platform.
 */
export function validateCompleteAccount(values: CompleteAccountValues): CompleteAccountErrors {
  const errors: CompleteAccountErrors = {};
  for (const field of ['nickName', 'email', 'countryCode', 'phoneNumber', 'password', 'confirmPassword'] as const) {
    const problem = validateRequired(values[field], VALIDATION_KEYS.validateField);
    if (problem) errors[field] = problem;
  }
  if (!errors.nickName) errors.nickName = validateNickname(values.nickName);
  if (!errors.email) errors.email = validateEmail(values.email);
  if (!errors.phoneNumber && !errors.countryCode) errors.phoneNumber = validatePhone(values.countryCode, values.phoneNumber);
  if (!errors.password) errors.password = validatePasswordLongerThanMin(values.password);
  if (!errors.confirmPassword && !errors.password) errors.confirmPassword = validatePasswordsMatch(values.password, values.confirmPassword);
  for (const key of Object.keys(errors) as (keyof CompleteAccountValues)[]) if (!errors[key]) delete errors[key];
  return errors;
}
