import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ApiResult } from '@/lib/apiResult';
import { makeStore } from '@/store';
import { usePlatformRead, usePlatformRefresh } from '@/store/usePlatformRead';

/** Reads whose answers the test gives, in the order they were asked. */
function reads<T>() {
  const waiting: ((result: ApiResult<T>) => void)[] = [];
  const thunk = () => new Promise<ApiResult<T>>((resolve) => waiting.push(resolve));
  const answer = async (index: number, result: ApiResult<T>) => {
    await act(async () => waiting[index](result));
  };
  return { thunk, answer, asked: () => waiting.length };
}

const failure = { success: false, error: 'Boom', errorCode: 100, params: {} } as const;
const wrapper = ({ children }: { children: ReactNode }) => <Provider store={makeStore()}>{children}</Provider>;

describe('usePlatformRead', () => {
  it('reads when the screen shows: loading, then the answer', async () => {
    const { thunk, answer } = reads<string>();
    const { result } = renderHook(() => usePlatformRead(thunk), { wrapper });
    expect(result.current).toMatchObject({ data: null, failure: null, loading: true });
    await answer(0, { success: true, data: 'first' });
    expect(result.current).toMatchObject({ data: 'first', failure: null, loading: false });
  });

  it('keeps the last answer through a failed reload, and a later success clears the failure', async () => {
    const { thunk, answer, asked } = reads<string>();
    const { result } = renderHook(() => usePlatformRead(thunk), { wrapper });
    await answer(0, { success: true, data: 'first' });
    act(() => result.current.reload());
    expect(asked()).toBe(2);
    expect(result.current).toMatchObject({ data: 'first', loading: true });
    await answer(1, failure);
    expect(result.current).toMatchObject({ data: 'first', failure, loading: false });
    act(() => result.current.reload());
    await answer(2, { success: true, data: 'third' });
    expect(result.current).toMatchObject({ data: 'third', failure: null, loading: false });
  });

  it('drops an answer that comes after the screen asked again or went', async () => {
    const { thunk, answer, asked } = reads<string>();
    const { result, rerender, unmount } = renderHook(({ key }) => usePlatformRead(thunk, { key }), {
      wrapper,
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    expect(asked()).toBe(2);
    await answer(1, { success: true, data: 'for b' });
    await answer(0, { success: true, data: 'for a' });
    expect(result.current.data).toBe('for b');
    act(() => result.current.reload());
    unmount();
    await answer(2, { success: true, data: 'too late' });
    expect(result.current.data).toBe('for b');
  });

  it('does not read while disabled', () => {
    const { thunk, asked } = reads<string>();
    const { result } = renderHook(() => usePlatformRead(thunk, { enabled: false }), { wrapper });
    expect(asked()).toBe(0);
    expect(result.current.loading).toBe(false);
  });
});

describe('usePlatformRefresh', () => {
  it('tells the read and its failure, and keeps no copy of the answer (the store has it)', async () => {
    const { thunk, answer } = reads<{ big: string }>();
    const { result } = renderHook(() => usePlatformRefresh(thunk), { wrapper });
    expect(result.current).toMatchObject({ failure: null, loading: true });
    await answer(0, failure);
    expect(result.current).toEqual({ failure, loading: false, reload: expect.any(Function) });
  });
});
