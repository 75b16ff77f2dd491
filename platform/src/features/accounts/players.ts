import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { assertCompliance } from './compliance';
import { verifyPassword } from '../../crypto';
import type { LoginPlayCheck } from './deps';
import { listActivityRows } from './store/activity';
import { findPlayerById, isPlayerValueTaken, setPlayerStatus, type PlayerRow, type UniquePlayerColumn } from './store/players';

export type PlayerStatus = 'active' | 'inactive' | 'frozen';
export const PLAYER_STATUSES: PlayerStatus[] = ['active', 'inactive', 'frozen'];

/** The Player of docs/product/data.md (plus a few fields the site can use), as GET /player answers it. */
export interface PlayerView {
  userId: number;
  nickName: string | null;
  firstName: string;
  lastName: string;
  address: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  email: string | null;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  country: string;
  receiveEmail: boolean;
  receiveSms: boolean;
  /** Epoch ms of the latest login (the one that started this session); null before any. */
  lastLoginTime: number | null;
  language: string;
  birthDate: string | null;
  currency: string;
  hasPassword: boolean;
  /** false for bank-login players until they have a nickname, email, phone and password. */
  accountComplete: boolean;
}

export function playerView(p: PlayerRow): PlayerView {
  return {
    userId: Number(p.id),
    nickName: p.nickname,
    firstName: p.first_name,
    lastName: p.last_name,
    address: p.address,
    houseNumber: p.house_number,
    zipCode: p.zip_code,
    city: p.city,
    email: p.email,
    emailVerified: p.email_verified === 1,
    phoneNumber: p.phone_number,
    phoneNumberVerified: p.phone_verified === 1,
    country: p.country,
    receiveEmail: p.receive_email === 1,
    receiveSms: p.receive_sms === 1,
    lastLoginTime: p.last_login_at === null ? null : Number(p.last_login_at),
    language: p.language,
    birthDate: p.birth_date,
    currency: p.currency,
    hasPassword: p.password_hash !== null,
    accountComplete: Boolean(p.email && p.nickname && p.phone_number && p.password_hash),
  };
}

/** The player of a sandbox admin request's `:id`, or 404: admin endpoints name players that may not exist. */
export async function adminPlayer(db: Db, id: number): Promise<PlayerRow> {
  const p = await findPlayerById(db, id);
  if (!p) throw AppError.notFound('Player not found');
  return p;
}

export async function requirePlayer(db: Db, id: number): Promise<PlayerRow> {
  const p = await findPlayerById(db, id);
  if (!p) throw new AppError(ErrorCode.NOT_LOGGED_IN);
  return p;
}

/** Whether `password` is the player's (false for a player without a password: a bank-login account has none to confirm with). */
export async function verifyPlayerPassword(db: Db, playerId: number, password: string): Promise<boolean> {
  const player = await findPlayerById(db, playerId);
  return verifyPassword(password, player?.password_hash ?? null);
}

export const duplicate = (field: string, message: string): AppError =>
  new AppError(ErrorCode.DUPLICATE_DATA, message, { params: { field } });

/**
 * 180 when another player already has the email, nickname (case-insensitive) or phone number.
 * `exceptId` is the asking player (their own values are no duplicates).
 */
export async function ensureUnique(
  db: Db,
  values: { email?: string | null; nickname?: string | null; phone?: string | null },
  exceptId?: number,
  fields: { email?: string; nickname?: string; phone?: string } = {},
): Promise<void> {
  const taken = (column: UniquePlayerColumn, value: string) => isPlayerValueTaken(db, column, value, exceptId);
  if (values.email && (await taken('email', values.email))) {
    throw duplicate(fields.email ?? 'email', 'This email address is already registered');
  }
  if (values.nickname && (await taken('nickname_key', values.nickname.toLowerCase()))) {
    throw duplicate(fields.nickname ?? 'nickName', 'This nickname is already taken');
  }
  if (values.phone && (await taken('phone_number', values.phone))) {
    throw duplicate(fields.phone ?? 'phoneNumber', 'This phone number is already registered');
  }
}

/** A unique-index violation from either engine (a race lost against another request). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === '23505' || e?.code === 'SQLITE_CONSTRAINT_UNIQUE' || /UNIQUE constraint failed/.test(e?.message ?? '');
}

/** Which field a unique violation was about (best effort), for the 180 answer. */
export function uniqueViolationField(err: unknown): string {
  const m = String((err as { message?: string; constraint?: string })?.constraint ?? (err as Error)?.message ?? '');
  if (/nickname/.test(m)) return 'nickName';
  if (/phone/.test(m)) return 'phoneNumber';
  if (/bank/.test(m)) return 'bankId';
  return 'email';
}

/**
 * Whether the player may start a session: 114 not activated, 111 frozen, 210 inactive (params
 * expireTimestamp when the block has an end), 108 blocked country, then `playCheck`, the
 * responsible-gaming part of the login door (the self-exclusion register: 238, 258), which the
 * caller gives (accounts knows no rule of limits: docs/decisions.md#limits-reads-of-accounts),
 * then the account holds. An inactive block whose end has passed is lifted here.
 */
export async function checkCanLogin(
  db: Db,
  p: PlayerRow,
  blockedCountries: string[],
  now: number,
  playCheck: LoginPlayCheck,
): Promise<void> {
  if (p.activated !== 1) throw new AppError(ErrorCode.NOT_ACTIVATED);
  if (p.status === 'frozen') throw new AppError(ErrorCode.USER_FROZEN);
  if (p.status === 'inactive') {
    const until = p.status_until === null ? null : Number(p.status_until);
    if (until !== null && until <= now) {
      await setPlayerStatus(db, Number(p.id), 'active', null, now);
    } else {
      throw new AppError(ErrorCode.USER_NOT_ACTIVE, undefined, until !== null ? { params: { expireTimestamp: until } } : {});
    }
  }
  if (blockedCountries.includes(p.country.toUpperCase())) throw new AppError(ErrorCode.COUNTRY_BLOCKED);
  // The login door's responsible-gaming check (limits: the self-exclusion register; a cool-off
  // does not keep the player out, they may still withdraw and set limits).
  await playCheck(db, Number(p.id), now);
  // Account holds: 108 when the operator blocked the player's country (compliance.ts).
  await assertCompliance(db, 'login', Number(p.id));
}

export interface Activity {
  createdTime: number;
  type: string;
  ip: string | null;
}

/** Login history, newest first (at most 100). */
export async function listActivity(db: Db, playerId: number): Promise<Activity[]> {
  const rows = await listActivityRows(db, playerId, 100);
  return rows.map((r) => ({ createdTime: Number(r.created_at), type: r.type, ip: r.ip }));
}

export async function setStatus(
  db: Db,
  playerId: number,
  status: PlayerStatus,
  until: number | null,
  now: number,
): Promise<PlayerRow | undefined> {
  await setPlayerStatus(db, playerId, status, until, now);
  return findPlayerById(db, playerId);
}
