import { act, screen } from '@testing-library/react';
import { LoadingScreen, LOADING_FADE_MS, LOADING_HOLD_MS } from '@/components/layout/LoadingScreen';
import { renderWithStore } from './testUtils';

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

// The screen's look is a chunk of its own (listed with the pages that render it on the server, and
// loaded before hydration): here it is loaded once, before the timed tests.
beforeAll(async () => {
  const { unmount } = renderWithStore(<LoadingScreen loading />);
  expect(await screen.findByTestId('loading-screen')).toBeInTheDocument();
  unmount();
});

describe('<LoadingScreen>', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete document.documentElement.dataset.loaded;
  });

  it('stays while loading flags are set', () => {
    renderWithStore(<LoadingScreen loading />);
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
  });

  it('hides 1 s + 0.5 s after the flags clear and signals loaded once', () => {
    const onLoaded = jest.fn();
    const { rerender } = renderWithStore(<LoadingScreen loading onLoaded={onLoaded} />);
    rerender(<LoadingScreen loading={false} onLoaded={onLoaded} />);

    act(() => jest.advanceTimersByTime(LOADING_HOLD_MS - 1));
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    expect(onLoaded).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    // fading now: still in the document, not yet loaded
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(LOADING_FADE_MS - 1));
    expect(onLoaded).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.loaded).toBe('true');
  });

  it('starts the wait again when a flag is set during the hold', () => {
    const onLoaded = jest.fn();
    const { rerender } = renderWithStore(<LoadingScreen loading={false} onLoaded={onLoaded} />);
    act(() => jest.advanceTimersByTime(800));
    rerender(<LoadingScreen loading onLoaded={onLoaded} />);
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByTestId('loading-screen')).toBeInTheDocument();
    rerender(<LoadingScreen loading={false} onLoaded={onLoaded} />);
    act(() => jest.advanceTimersByTime(LOADING_HOLD_MS));
    act(() => jest.advanceTimersByTime(LOADING_FADE_MS));
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('on a page without the screen renders nothing and signals loaded as soon as the flags clear', () => {
    const onLoaded = jest.fn();
    const { rerender } = renderWithStore(<LoadingScreen loading shown={false} onLoaded={onLoaded} />);
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    act(() => jest.advanceTimersByTime(10_000));
    expect(onLoaded).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.loaded).toBeUndefined();

    rerender(<LoadingScreen loading={false} shown={false} onLoaded={onLoaded} />);
    expect(onLoaded).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.loaded).toBe('true');

    // A later page with the screen (a client navigation) does not show it again.
    rerender(<LoadingScreen loading shown onLoaded={onLoaded} />);
    expect(screen.queryByTestId('loading-screen')).toBeNull();
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });
});
