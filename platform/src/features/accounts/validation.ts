import { AppError, ErrorCode } from '../../errors';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;
export const EMAIL_MAX_LENGTH = 254;
/**
 * docs/decisions.md#email-characters: a practical RFC 5322 subset in ASCII. Local part: letters,
 * digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ - in dot-separated runs (at most 64); domain:
 * letter-digit-hyphen labels and a letter TLD, an IDN only in its xn-- form.
 */
const EMAIL_LOCAL_RE = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const EMAIL_DOMAIN_RE = /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;
const NICK_RE = /^[\p{L}\p{N}_.-]{3,20}$/u;
const PHONE_RE = /^\+\d{3,15}$/;
/** docs/product/validation.md: phone (dial code plus number) at most 16 characters. */
const PHONE_MAX = 16;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export function isEmail(email: string): boolean {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return (
    at > 0 &&
    email.length <= EMAIL_MAX_LENGTH &&
    local.length <= 64 &&
    EMAIL_LOCAL_RE.test(local) &&
    EMAIL_DOMAIN_RE.test(email.slice(at + 1))
  );
}

/** 195 rule `emailCharacters` for characters outside printable ASCII (emoji, Unicode domains), `email` otherwise. */
export function checkEmail(email: string, field = 'email'): string {
  const e = normalizeEmail(email);
  if (/[^\x21-\x7e]/.test(e)) {
    throw AppError.validation(field, "An email address may hold only ASCII letters, digits and . _ + - ! # $ % & ' * / = ? ^ ` { | } ~", {
      rule: 'emailCharacters',
    });
  }
  if (!isEmail(e)) throw AppError.validation(field, 'Invalid email address', { rule: 'email' });
  return e;
}

export function checkNickname(nickname: string, field = 'nickName'): string {
  const n = nickname.trim();
  if (!NICK_RE.test(n)) {
    throw AppError.validation(field, 'Nickname must be 3-20 letters, digits, _ . or -', { rule: 'nickname' });
  }
  return n;
}

/**
 * Phone as stored: `+` and 3-15 digits, at most 16 characters. Spaces, dashes and parentheses
 * are dropped; `00` in front becomes `+`. With a dial code (`+358` or `358`) the number's
 * leading 0 is dropped and the two are joined.
 */
export function normalizePhone(phone: string, dialCode?: string, field = 'phoneNumber'): string {
  let p = phone.replace(/[\s().-]/g, '');
  if (p.startsWith('00')) p = `+${p.slice(2)}`;
  if (!p.startsWith('+') && dialCode !== undefined) {
    const dial = dialCode.replace(/[\s+]/g, '');
    if (!/^\d{1,4}$/.test(dial)) throw AppError.validation('countryCode', 'Invalid dial code', { rule: 'dialCode' });
    p = `+${dial}${p.replace(/^0+/, '')}`;
  }
  if (!PHONE_RE.test(p) || p.length > PHONE_MAX) {
    throw AppError.validation(field, 'Phone number must be + and 3 to 15 digits', { rule: 'phone' });
  }
  return p;
}

/** At least 6 allowed characters: printable, no spaces or control characters, at most 128. */
export type PasswordProblem = 'short' | 'invalid' | null;
export function passwordProblem(password: string): PasswordProblem {
  if ([...password].length < PASSWORD_MIN) return 'short';
  if (password.length > PASSWORD_MAX || /[\s\p{C}]/u.test(password)) return 'invalid';
  return null;
}

/**
 * Password rules with the codes of registration, forgot password and addPassword:
 * 213 mismatch, 1001 too short, 195 (field password) other characters than allowed.
 */
export function checkNewPassword(password: string, confirm: string): void {
  if (password !== confirm)
    throw new AppError(ErrorCode.PASSWORDS_MISMATCH, 'Passwords do not match', { params: { field: 'confirmPassword' } });
  const problem = passwordProblem(password);
  if (problem === 'short') {
    throw new AppError(ErrorCode.PASSWORD_TOO_SHORT, `Password must be at least ${PASSWORD_MIN} characters`, {
      params: { field: 'password', min: PASSWORD_MIN },
    });
  }
  if (problem === 'invalid') {
    throw AppError.validation('password', 'Password contains characters that are not allowed or is too long', { rule: 'password' });
  }
}

/** YYYY-MM-DD (also accepted: DD.MM.YYYY) to YYYY-MM-DD; a real calendar date in the past. */
export function checkBirthDate(value: string, now: number, field = 'birthDate'): string {
  const v = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
    if (!m) throw AppError.validation(field, 'Birth date must be YYYY-MM-DD', { rule: 'date' });
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || y < 1900 || date.getTime() > now) {
    throw AppError.validation(field, 'Birth date is not a valid date', { rule: 'date' });
  }
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Full years between a YYYY-MM-DD birth date and `now` (UTC calendar). */
function ageOn(birthDate: string, now: number): number {
  const [y, m, d] = birthDate.split('-').map(Number);
  const t = new Date(now);
  let age = t.getUTCFullYear() - y;
  if (t.getUTCMonth() + 1 < m || (t.getUTCMonth() + 1 === m && t.getUTCDate() < d)) age--;
  return age;
}

const MIN_AGE = 18;

export function checkAdult(birthDate: string, now: number, field = 'birthDate'): void {
  if (ageOn(birthDate, now) < MIN_AGE) {
    throw AppError.validation(field, `Players must be at least ${MIN_AGE} years old`, { rule: 'minimumAge', min: MIN_AGE });
  }
}

/** Country codes: 2 or 3 letters, stored upper case (FIN, EST, ...). */
export function checkCountry(value: string, field = 'country'): string {
  const c = value.trim().toUpperCase();
  if (!/^[A-Z]{2,3}$/.test(c)) throw AppError.validation(field, 'Country must be a 2- or 3-letter code', { rule: 'country' });
  return c;
}
