import { debounce, isSearchable } from '@/lib/search/debounce';

describe('search timing (docs/product/validation.md: 3 characters, 900 ms pause)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('searches from 3 characters (trimmed)', () => {
    expect(isSearchable('bo')).toBe(false);
    expect(isSearchable('  bo ')).toBe(false);
    expect(isSearchable('boo')).toBe(true);
  });

  it('calls once, 900 ms after the last call, with the last arguments', () => {
    const fn = jest.fn();
    const debounced = debounce(fn);
    debounced('b');
    jest.advanceTimersByTime(500);
    debounced('bo');
    jest.advanceTimersByTime(500);
    debounced('boo');
    jest.advanceTimersByTime(899);
    expect(fn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('boo');
  });

  it('cancel drops a pending call; flush runs it now', () => {
    const fn = jest.fn();
    const debounced = debounce(fn, 900);
    debounced('x');
    debounced.cancel();
    jest.advanceTimersByTime(2000);
    expect(fn).not.toHaveBeenCalled();
    debounced('y');
    debounced.flush();
    expect(fn).toHaveBeenCalledWith('y');
    jest.advanceTimersByTime(2000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
