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

  it('asks once per period and again after it', async () => {
    const cache = recentCache<string>({ ttlMs: 10_000, maxEntries: 10, now });
    const load = loader('first', 'second');
    await expect(cache.get('k', load)).resolves.toBe('first');
    clock += 9_999;
    await expect(cache.get('k', load)).resolves.toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    clock += 1;
    await expect(cache.get('k', load)).resolves.toBe('second');
    expect(load).toHaveBeenCalledTimes(2);
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
