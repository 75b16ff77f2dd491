/**
 * Runs a function in a main-thread task of its own, after the current one: a message to itself,
 * as React's scheduler yields, rather than a timer (a timer would wait for the clamped minimum, and
 * for a test's paused clock). Returns a cancel function. Every browser has MessageChannel; the
 * timer is for environments without one (jsdom).
 */
export function inNextTask(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const channel = new MessageChannel();
  let cancelled = false;
  channel.port1.onmessage = () => {
    channel.port1.close();
    if (!cancelled) run();
  };
  channel.port2.postMessage(null);
  return () => {
    cancelled = true;
    channel.port1.close();
  };
}
