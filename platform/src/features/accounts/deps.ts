import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/schema';
import type { AppContext } from '../../http/context';
import { AppError, ErrorCode } from '../../errors';
import type { Clock } from '../../clock';
import type { AccountsConfig } from '../../config';
import { createSession, type SessionKind } from './sessions';
import { insertActivity } from './store/activity';

/** What every use case of the accounts feature gets, and the steps several of them share. */

export interface Deps {
  db: Db;
  cfg: AccountsConfig;
  clock: Clock;
}

/**
 * The responsible-gaming part of the login door (the self-exclusion register: 238, 258), which
 * checkCanLogin asks between the account's own checks and its holds. Limits gives it
 * (assertLoginAllowed); accounts, below the rules that read its players, does not import them
 * (docs/decisions.md#limits-reads-of-accounts).
 */
export type LoginPlayCheck = (db: Db, playerId: number, now: number) => Promise<void>;

/** What the use cases that let a player in get: the deps and the login door's responsible-gaming check. */
export interface LoginDeps extends Deps {
  loginPlayCheck: LoginPlayCheck;
}

/** A route module of those use cases, registered with the context and the login door's check (plugin.ts). */
export type LoginRoutes = FastifyPluginAsync<{ ctx: AppContext; loginPlayCheck: LoginPlayCheck }>;

export const displayName = (p: { first_name: string; nickname: string | null }) => p.first_name || p.nickname || '';

/** 108 for a client address the operator blocks (BLOCKED_IPS). */
export function checkIp(cfg: AccountsConfig, ip: string | null): void {
  if (ip && cfg.blockedIps.includes(ip)) throw new AppError(ErrorCode.COUNTRY_BLOCKED);
}

/** Starts a session for a player who passed checkCanLogin and records the login activity. */
export async function startSession({ db, clock }: Deps, playerId: number, kind: SessionKind, ip: string | null): Promise<string> {
  const now = clock.now();
  const token = await createSession(db, playerId, kind, ip, now);
  await insertActivity(db, playerId, kind === 'password' ? 'login' : kind, ip, now);
  return token;
}
