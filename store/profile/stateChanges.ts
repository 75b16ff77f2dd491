/**
 * Changes to the profile state that several of the thunks' answers share (./slice.ts): plain
 * functions on the (draft) state, so each rule of docs/product/flows.md is written once.
 */
import { defaultLimits, type ProfileState } from './state';
import type { Player } from '@/lib/account/types';
import type { ApiResult } from '@/lib/apiResult';
import type { LimitEntry, LimitKind, LimitsView } from '@/lib/limits/types';

/**
 * docs/product/flows.md: clears balance, player, trueLimits, loyalty, limits, deposits, freeSpins,
 * campaigns and bonus wheel spins; keeps bonus game rewards. "Clearing" limits puts the default
 * list back (the limits screen always has its four entries to render). The recent games go too.
 */
export function clearPlayerData(state: ProfileState): void {
  state.isLoggedIn = false;
  state.balance = null;
  state.player = null;
  state.trueLimits = null;
  state.realityCheckInterval = null;
  state.loyalty = null;
  state.limits = defaultLimits();
  state.deposits = null;
  state.freeSpins = null;
  state.campaigns = null;
  state.bonusWheelSpins = null;
  state.recentGames = null;
}

/** Merge fields into the player record; nothing without one. */
export function mergePlayer(state: ProfileState, changes: Partial<Player>): void {
  if (state.player) Object.assign(state.player, changes);
}

/** Update only the entry of the given kind; nothing happens when the list is absent. */
function updateEntry(state: ProfileState, kind: LimitKind, changes: Partial<LimitEntry>): void {
  const entry = state.limits?.find((limit) => limit.kind === kind);
  if (entry) Object.assign(entry, changes);
}

/**
 * A limit action's answer, applied to the entries of `kinds` only (each replaced by the
 * platform's); trueLimits and the interval follow. Nothing on a failure or when the list is absent.
 */
export function applyLimitsAnswer(state: ProfileState, result: ApiResult<LimitsView>, kinds: LimitKind[]): void {
  if (!result.success || state.limits === null) return;
  for (const kind of kinds) {
    const answered = result.data.limits.find((entry) => entry.kind === kind);
    const changes = answered ? { ...answered } : kind === 'realityCheck' ? { realityCheck: null } : null;
    if (changes) updateEntry(state, kind, changes);
  }
  state.trueLimits = result.data.trueLimits;
  state.realityCheckInterval = result.data.realityCheckInterval;
}
