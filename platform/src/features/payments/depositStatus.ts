import { AppError, ErrorCode } from '../../errors';
import { checkCanLogin, checkIp, getPlayer, ownsFlow, startSession, type Deps, type PlayerRow, assertAccessAllowed } from '../accounts';
import { assertLoginAllowed } from '../limits';
import { euros } from '../wallet';
import { getDeposit, DEPOSIT_CLAIM_MS } from './depositRecords';
import { claimDepositSession } from './store/deposits';

/** The site's poll of a deposit's status, which starts a new customer's session once approved. */

export interface DepositStatusView {
  status: 'pending' | 'ok' | 'declined' | 'cancelled' | 'expired';
  amount: number;
  currency: string;
  createdTime: number;
  /** Error code (docs/product/errors.md) of a declined deposit the platform refused (232, 237, 217, 238, 258, 111, ...). */
  declineCode?: number;
  /** Set when this call started the new customer's session. */
  userId?: number;
  sessionToken?: string;
}

/**
 * POST /payment/depositStatus. A deposit answers only to the browser that started it or to its
 * player's session (404 otherwise, as for an unknown token); a logged-in player's deposit needs
 * that session (115); a new customer's approved deposit starts the session on the first call
 * after approval (like loginStatus), later calls only report. A failed provider: 119.
 */
export async function depositStatus(
  deps: Deps,
  token: string,
  sessionPlayerId: number | undefined,
  ip: string | null,
  browserHash: string | null,
): Promise<DepositStatusView> {
  const { db, cfg, clock } = deps;
  const now = clock.now();
  const row = await getDeposit(db, token, now);
  if (!row || !ownsFlow(row, browserHash, sessionPlayerId)) throw AppError.notFound('Unknown deposit token');
  if (row.kind === 'stored') {
    if (sessionPlayerId === undefined) throw new AppError(ErrorCode.NOT_LOGGED_IN);
    if (Number(row.player_id) !== sessionPlayerId) throw AppError.notFound('Unknown deposit token');
  }
  if (row.status === 'failed') throw new AppError(ErrorCode.PAYMENT_PROVIDER, 'The bank reported an error; no money was moved');
  const view: DepositStatusView = {
    status: row.status as DepositStatusView['status'],
    amount: euros(Number(row.amount_cents)),
    currency: row.currency,
    createdTime: Number(row.created_at),
  };
  if (row.decline_reason) view.declineCode = Number(row.decline_reason);
  if (row.kind !== 'new' || row.status !== 'ok' || row.session_issued_at !== null) return view;
  if (now - Number(row.created_at) > DEPOSIT_CLAIM_MS) return view;
  checkIp(cfg, ip);
  await assertAccessAllowed(db, cfg, { ip });
  const player = (await getPlayer(db, Number(row.player_id))) as PlayerRow;
  await checkCanLogin(db, player, cfg.blockedCountries, now, assertLoginAllowed);
  if (!(await claimDepositSession(db, row.id, now))) return view;
  view.sessionToken = await startSession(deps, Number(player.id), 'bank', ip);
  view.userId = Number(player.id);
  return view;
}
