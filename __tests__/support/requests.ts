/**
 * Proving that the site made no call: record every request msw sees, let the work already started
 * finish, and compare the list, instead of sleeping and then looking for an absent element.
 */
import { act } from '@testing-library/react';
import type { SetupServer } from 'msw/node';

export interface RequestLog {
  /** 'GET /player/balance', 'GET /cms/affiliate/1', … in the order they started. */
  readonly seen: string[];
  /** The entries whose path ends with `suffix`. */
  to(suffix: string): string[];
}

/** Records the requests of each test of the file or describe block it is called in (not inside a test). */
export function recordRequests(server: Pick<SetupServer, 'events'>): RequestLog {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  beforeEach(() => {
    seen.length = 0;
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return { seen, to: (suffix) => seen.filter((entry) => entry.endsWith(suffix)) };
}

/**
 * Let React's effects and every promise chain already started run to its end, so that a request
 * they would make has started. No time passes: one macrotask runs after all pending microtasks.
 */
export async function settle(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}
