/** The id of the header strip's place for the session timer (Header renders it, SessionTimer fills it). */
export const SESSION_TIMER_DOCK_ID = 'session-timer-dock';
