// How `npm run cluster` keeps its processes running, with the numbers of the systemd units
// (deploy/systemd/*.service: Restart=on-failure, RestartSec=, StartLimitIntervalSec=,
// StartLimitBurst=; scripts/check-deploy.mjs checks that both agree). docs/decisions.md#supervisor.

/** Seconds between a process's unexpected exit and its next start (RestartSec). */
export const RESTART_SEC = 1;
/** A process started more than START_LIMIT_BURST times within START_LIMIT_INTERVAL_SEC is given up. */
export const START_LIMIT_BURST = 5;
export const START_LIMIT_INTERVAL_SEC = 60;

/**
 * A process's start record: `allow()` says whether one more start keeps within the start limit
 * (and counts it), as systemd counts a unit's starts.
 */
export function startLimit(now = Date.now) {
  let starts = [];
  return {
    allow() {
      const t = now();
      starts = starts.filter((at) => t - at < START_LIMIT_INTERVAL_SEC * 1000);
      if (starts.length >= START_LIMIT_BURST) return false;
      starts.push(t);
      return true;
    },
    /** A deliberate start (the operator's restart or release) begins a new count. */
    reset() {
      starts = [now()];
    },
    get count() {
      return starts.length;
    },
  };
}

/** The last `max` characters of a process's stderr, for the message that names why it failed. */
export function tail(max = 2000) {
  let text = '';
  return {
    push(chunk) {
      text = (text + chunk.toString()).slice(-max);
    },
    lines(n = 5) {
      return text.trimEnd().split('\n').slice(-n).join('\n');
    },
  };
}
