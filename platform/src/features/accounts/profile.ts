import { AppError, ErrorCode } from '../../errors';
import { duplicate, ensureUnique, isUniqueViolation, requirePlayer, uniqueViolationField } from './players';
import { limit } from './rateLimit';
import { endPlayerSessions } from './sessions';
import { checkNewPassword, checkNickname, normalizePhone, passwordProblem } from './validation';
import { hashPassword, verifyPassword } from '../../crypto';
import { isLang } from '../../langs';
import { type Deps } from './deps';
import {
  addPasswordHash,
  setLanguage,
  setPasswordHash,
  updatePlayerProfile,
  type PlayerProfileChange,
  type PlayerRow,
} from './store/players';

/** What a logged-in player changes of their account: contact and address fields, language, password. */

export interface FieldsInput {
  receiveEmail?: boolean;
  receiveSms?: boolean;
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
 * Updates the given fields of the session's player. 195 invalid, 180 taken by someone else. The
 * email and an existing phone number change only with a code (./contactChange.ts); a first phone
 * number is stored unverified.
 */
export async function updateFields(
  deps: Deps,
  playerId: number,
  input: FieldsInput,
  fieldNames: Partial<Record<keyof FieldsInput, string>> = {},
): Promise<PlayerRow> {
  const { db, clock } = deps;
  const now = clock.now();
  const player = await requirePlayer(db, playerId);
  const set: PlayerProfileChange = {};
  const name = (k: keyof FieldsInput) => fieldNames[k] ?? k;

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
    if (phone !== player.phone_number && player.phone_number) {
      throw AppError.validation(name('phoneNumber'), 'A new phone number takes effect with the SMS code sent to it', {
        rule: 'needsCode',
      });
    }
    if (phone !== player.phone_number) {
      newPhone = phone;
      set.phone_number = phone;
      set.phone_verified = 0;
    }
  }
  const text = (
    k: 'firstName' | 'lastName' | 'address' | 'zipCode' | 'city' | 'houseNumber',
    column: 'first_name' | 'last_name' | 'address' | 'zip_code' | 'city' | 'house_number',
    required: boolean,
  ) => {
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

  await ensureUnique(db, { nickname: newNick, phone: newPhone }, playerId, {
    nickname: name('nickName'),
    phone: name('phoneNumber'),
  });
  if (Object.keys(set).length > 0) {
    try {
      await updatePlayerProfile(db, playerId, set, now);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate(uniqueViolationField(err), 'Duplicate data');
      throw err;
    }
  }
  return requirePlayer(db, playerId);
}

export async function changeLanguage({ db, clock }: Deps, playerId: number, language: string): Promise<void> {
  if (!isLang(language)) throw AppError.validation('language', 'Language must be fi, et or en', { rule: 'language' });
  await setLanguage(db, playerId, language, clock.now());
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
  if (input.password !== input.confirmPassword)
    throw new AppError(ErrorCode.PASSWORDS_MISMATCH, undefined, { params: { field: 'confirmPassword' } });
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
  await setPasswordHash(db, playerId, await hashPassword(input.password), now);
  await endPlayerSessions(db, playerId, now, sessionHash);
}

/** POST /player/addPassword: for players without a password (bank login). 195 when one is set already. */
export async function addPassword(deps: Deps, playerId: number, password: string, confirm: string): Promise<void> {
  const { db, clock } = deps;
  checkNewPassword(password, confirm);
  if (!(await addPasswordHash(db, playerId, await hashPassword(password), clock.now()))) {
    throw AppError.validation('password', 'The account has a password already; use updatePassword', { rule: 'alreadySet' });
  }
}
