import { render, screen, waitFor } from '@testing-library/react';
import { afterHydration } from '@/components/common/afterHydration';

const Part = ({ label }: { label: string }) => <p>{label}</p>;

describe('afterHydration', () => {
  // A browser's MessageChannel (jsdom has none; set after React's scheduler has chosen its own way).
  const jsdomHasNone = typeof globalThis.MessageChannel === 'undefined';
  beforeAll(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    if (jsdomHasNone) globalThis.MessageChannel = require('node:worker_threads').MessageChannel;
  });
  afterAll(() => {
    if (jsdomHasNone) delete (globalThis as { MessageChannel?: unknown }).MessageChannel;
  });
  afterEach(() => jest.useRealTimers());

  it('asks for its code in a task after the effects, then renders the part with its props', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const Later = afterHydration(load);
    render(<Later label="loaded" />);
    // The effects have run; the load waits for a task of its own.
    expect(load).not.toHaveBeenCalled();
    expect(await screen.findByText('loaded')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads with the clock held still (no timer)', async () => {
    jest.useFakeTimers();
    const load = jest.fn(() => Promise.resolve(Part));
    const Later = afterHydration(load);
    render(<Later label="no timer" />);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    jest.useRealTimers();
    expect(await screen.findByText('no timer')).toBeInTheDocument();
  });

  it('asks for nothing when unmounted before its task', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const Later = afterHydration(load);
    const { unmount } = render(<Later label="gone" />);
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(load).not.toHaveBeenCalled();
  });
});
