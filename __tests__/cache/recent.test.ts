import { recentCache } from '@/lib/cache/recent';

/** A load function that counts its calls and answers what `answers` gives next. */
function loader<T>(...answers: T[]): jest.Mock<Promise<T>, []> {
  let calls = 0;
  return jest.fn(async () => answers[Math.min(calls++, answers.length - 1)]);
}

describe('recentCache', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => (clock = 1_000));

  it('asks once per period; past it, gives the kept answer while one call refreshes it', async () => {
    const cache = recentCache<string>({ ttlMs: 10_000, maxEntries: 10, now });
    const load = loader('first', 'second');
    await expect(cache.get('k', load)).resolves.toBe('first');
    clock += 9_999;
    await expect(cache.get('k', load)).resolves.toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    // The page does not wait for the platform: the last answer now, the new one from the next request.
    const [a, b] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect([a, b]).toEqual(['first', 'first']);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get('k', load)).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the last good answer when a refresh fails, and asks again on a later request', async () => {
    const cache = recentCache<string | null>({ ttlMs: 10_000, maxEntries: 10, now });
    await cache.get('k', loader<string | null>('good'));
    clock += 10_000;
    const failing = jest.fn(() => Promise.reject(new Error('down')));
    await expect(cache.get('k', failing)).resolves.toBe('good');
    await Promise.resolve();
    await expect(cache.get('k', loader<string | null>(null))).resolves.toBe('good');
    await Promise.resolve();
    await expect(cache.get('k', loader<string | null>('back'))).resolves.toBe('good');
    await expect(cache.get('k', loader<string | null>('unused'))).resolves.toBe('back');
  });

  it('waits for a new answer once the kept one is too old to give', async () => {
    const cache = recentCache<string>({ ttlMs: 10_000, staleMs: 60_000, maxEntries: 10, now });
    await cache.get('k', loader('old'));
    clock += 70_000;
    await expect(cache.get('k', loader('new'))).resolves.toBe('new');
  });

  it('lets requests that arrive during a call share it', async () => {
    const cache = recentCache<string>({ maxEntries: 10, now });
    const load = loader('one');
    const answers = await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(answers).toEqual(['one', 'one', 'one']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps keys apart', async () => {
    const cache = recentCache<string>({ maxEntries: 10, now });
    await cache.get('fi book', loader('fi'));
    await expect(cache.get('en book', loader('en'))).resolves.toBe('en');
  });

  it('does not keep a failed call (null, or an answer keep refuses, or a rejection)', async () => {
    const cache = recentCache<string | null>({ maxEntries: 10, now });
    const load = loader<string | null>(null, 'back');
    await expect(cache.get('k', load)).resolves.toBeNull();
    await expect(cache.get('k', load)).resolves.toBe('back');

    const partial = recentCache<{ complete: boolean }>({ maxEntries: 10, now, keep: (answer) => answer.complete });
    const partialLoad = loader({ complete: false }, { complete: true });
    await partial.get('k', partialLoad);
    await expect(partial.get('k', partialLoad)).resolves.toEqual({ complete: true });

    const failing = recentCache<string>({ maxEntries: 10, now });
    await expect(failing.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(failing.get('k', loader('up'))).resolves.toBe('up');
  });

  it('reads fresh when asked and keeps the fresh answer', async () => {
    const cache = recentCache<string>({ maxEntries: 10, now });
    await cache.get('k', loader('old'));
    await expect(cache.get('k', loader('new'), { fresh: true })).resolves.toBe('new');
    await expect(cache.get('k', loader('unused'))).resolves.toBe('new');
  });

  it('holds at most maxEntries keys, dropping the oldest', async () => {
    const cache = recentCache<string>({ maxEntries: 2, now });
    await cache.get('a', loader('a1'));
    await cache.get('b', loader('b1'));
    await cache.get('c', loader('c1'));
    await expect(cache.get('b', loader('b2'))).resolves.toBe('b1');
    await expect(cache.get('a', loader('a2'))).resolves.toBe('a2');
  });
});
