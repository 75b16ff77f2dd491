import type { Db } from '../../db/schema';
import { AppError, ErrorCode } from '../../errors';
import { longCode, shortCode, randomToken, sha256 } from '../../crypto';
import { findCodesByHash, insertCode, isLiveCodeHash, markCodeUsed, markPlayerCodesUsed } from './store/codes';

/**
 * One-time codes (table player_code, only their SHA-256 kept):
 * - activation: 12-character code from the registration email (POST player/activate), 7 days;
 * - email: 6-digit code from the registration or verification email (verifyEmailShortCode);
 * - emailChange: 6-digit code sent to a new login email (POST /player/email/verify), 30 minutes;
 * - sms: 6-digit code sent to the phone (verifySmsShortCode), 10 minutes;
 * - forgot: 12-character code for modifyForgotPassword, 1 hour;
 * - autoLogin: token for POST /autoLogin, 10 minutes.
 */
export type CodeKind = 'activation' | 'email' | 'emailChange' | 'sms' | 'forgot' | 'autoLogin';

const CODE_TTL_MS: Record<CodeKind, number> = {
  activation: 7 * 24 * 3600 * 1000,
  email: 30 * 60 * 1000,
  emailChange: 30 * 60 * 1000,
  sms: 10 * 60 * 1000,
  forgot: 3600 * 1000,
  autoLogin: 10 * 60 * 1000,
};

const normalize = (kind: CodeKind, code: string): string =>
  kind === 'activation' || kind === 'forgot' ? code.trim().toUpperCase() : code.trim();

const generate = (kind: CodeKind): string =>
  kind === 'email' || kind === 'emailChange' || kind === 'sms' ? shortCode() : kind === 'autoLogin' ? randomToken(24) : longCode();

/**
 * Creates a code and answers it in clear (for the outbox). 6-digit email codes are unique among
 * the live ones, so that one can be entered without a session.
 */
export async function issueCode(
  db: Db,
  playerId: number,
  kind: CodeKind,
  target: string | null,
  now: number,
  ttlMs = CODE_TTL_MS[kind],
): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const code = generate(kind);
    const hash = sha256(`${kind}:${normalize(kind, code)}`);
    if (kind === 'email' && attempt < 20 && (await isLiveCodeHash(db, kind, hash, now))) continue;
    await insertCode(db, { playerId, kind, codeHash: hash, target, expiresAt: now + ttlMs }, now);
    return code;
  }
}

export interface UsedCode {
  id: number;
  playerId: number;
  target: string | null;
}

/**
 * Marks a code used and answers it: 183 when there is no such live code (unknown, expired, or
 * for another player when `playerId` is given), 209 when it was used already.
 */
export async function consumeCode(db: Db, kind: CodeKind, code: string, now: number, playerId?: number): Promise<UsedCode> {
  const hash = sha256(`${kind}:${normalize(kind, code)}`);
  const rows = await findCodesByHash(db, kind, hash, playerId);
  const live = rows.find((r) => r.used_at === null && Number(r.expires_at) > now);
  if (!live) {
    if (rows.some((r) => r.used_at !== null)) throw new AppError(ErrorCode.ACTIVATION_CODE_USED, 'This code has already been used');
    throw new AppError(ErrorCode.ACTIVATION_CODE_NOT_FOUND, rows.length ? 'This code has expired' : 'Code not found');
  }
  if (!(await markCodeUsed(db, live.id, now))) throw new AppError(ErrorCode.ACTIVATION_CODE_USED, 'This code has already been used');
  return { id: Number(live.id), playerId: Number(live.player_id), target: live.target };
}

/** Marks every live code of these kinds of a player used (e.g. all activation codes once activated). */
export async function retireCodes(db: Db, playerId: number, kinds: CodeKind[], now: number): Promise<void> {
  await markPlayerCodesUsed(db, playerId, kinds, now);
}
