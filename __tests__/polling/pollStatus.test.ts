import { pollStatus } from '@/lib/polling/pollStatus';

describe('pollStatus', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const pending = () => Promise.resolve({ success: true as const, data: { status: 'pending' } });

  it('polls every interval until the answer is no longer pending', async () => {
    const answers = ['pending', 'pending', 'ok'];
    const check = jest.fn(() => Promise.resolve({ success: true as const, data: { status: answers.shift()! } }));
    const outcome = pollStatus(check, { intervalMs: 1000, maxAttempts: 5 });
    await jest.advanceTimersByTimeAsync(2000);
    await expect(outcome).resolves.toEqual({ kind: 'settled', data: { status: 'ok' } });
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('ends with null at once when aborted during the wait, leaving no timer', async () => {
    const check = jest.fn(pending);
    const polling = new AbortController();
    const outcome = pollStatus(check, { intervalMs: 1000, maxAttempts: 5, signal: polling.signal });
    await jest.advanceTimersByTimeAsync(0);
    expect(jest.getTimerCount()).toBe(1);

    polling.abort();
    await expect(outcome).resolves.toBeNull();
    expect(jest.getTimerCount()).toBe(0);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('does not call at all when already aborted', async () => {
    const check = jest.fn(pending);
    await expect(pollStatus(check, { intervalMs: 1000, maxAttempts: 5, signal: AbortSignal.abort() })).resolves.toBeNull();
    expect(check).not.toHaveBeenCalled();
  });
});
