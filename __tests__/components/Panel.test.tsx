import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { ThemeProvider } from 'styled-components';
import { Panel } from '@/components/layout/Panel';
import { useProfileStack } from '@/components/layout/useProfileStack';
import { renderHook, waitFor } from '@testing-library/react';
import { theme } from '@/styles/theme';

jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: (key: string) => key }) }));

function Harness() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <ThemeProvider theme={theme}>
      <button ref={opener} type="button" aria-expanded={open} aria-controls="p" onClick={() => setOpen(true)}>
        open
      </button>
      <Panel id="p" title="Panel" side="right" open={open} onClose={() => setOpen(false)} openerRef={opener}>
        <input aria-label="first" />
        <button type="button">last</button>
      </Panel>
    </ThemeProvider>
  );
}

describe('<Panel>', () => {
  it('moves focus in on open, traps Tab, closes on Escape and gives focus back to the opener', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'open' });
    fireEvent.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    const first = screen.getByLabelText('first');
    expect(first).toHaveFocus();

    const last = screen.getByRole('button', { name: 'last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    // wraps to the first focusable of the dialog (the close button in its header)
    expect(screen.getByRole('button', { name: 'panel.close' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('button', { name: 'panel.close' }), { key: 'Tab', shiftKey: true });
    expect(last).toHaveFocus();

    fireEvent.keyDown(last, { key: 'Escape' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(opener).toHaveFocus();
  });
});

describe('profile page stack', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('resets to the profile page 500 ms after closing', () => {
    const { result, rerender } = renderHook(({ open }) => useProfileStack(open), { initialProps: { open: true } });
    act(() => result.current.push('settings'));
    expect(result.current.page).toBe('settings');
    expect(result.current.atRoot).toBe(false);
    rerender({ open: false });
    act(() => jest.advanceTimersByTime(499));
    expect(result.current.page).toBe('settings');
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.page).toBe('profile');
  });
});

describe('profile page stack in the history', () => {
  function useOwnedStack() {
    const [open, setOpen] = useState(false);
    const profile = useProfileStack(open, 'panel', setOpen);
    return { open, setOpen, ...profile };
  }

  it('opening and each page add an entry; Back steps back a page, then closes; Forward reopens', async () => {
    const { result } = renderHook(() => useOwnedStack());
    const start = history.length;
    act(() => result.current.setOpen(true));
    act(() => result.current.push('settings'));
    expect(history.length).toBe(start + 2);
    expect(result.current.page).toBe('settings');
    act(() => history.back());
    await waitFor(() => expect(result.current.page).toBe('profile'));
    expect(result.current.open).toBe(true);
    act(() => history.forward());
    await waitFor(() => expect(result.current.page).toBe('settings'));
    act(() => history.go(-2));
    await waitFor(() => expect(result.current.open).toBe(false));
  });

  it('closing by its own controls steps back over its entries', async () => {
    const { result } = renderHook(() => useOwnedStack());
    act(() => result.current.setOpen(true));
    act(() => result.current.push('settings'));
    act(() => result.current.setOpen(false));
    await waitFor(() => expect((history.state as Record<string, unknown> | null)?.__profileStack).toBeUndefined());
    expect(result.current.open).toBe(false);
  });

  it('reopened before the closing step back has landed: the reopened panel keeps its entry and Back closes it', async () => {
    const { result } = renderHook(() => useOwnedStack());
    act(() => result.current.setOpen(true));
    act(() => result.current.push('settings'));
    act(() => result.current.setOpen(false));
    act(() => result.current.setOpen(true));
    const entry = () => (history.state as Record<string, { stack: string[] }> | null)?.__profileStack;
    await waitFor(() => expect(entry()?.stack).toEqual(['profile']));
    expect(result.current.open).toBe(true);
    act(() => history.back());
    await waitFor(() => expect(result.current.open).toBe(false));
  });

  it('opened before the player is known: the entry comes with the player, so Back from a page stays in the panel', async () => {
    const { result, rerender } = renderHook(
      ({ known }) => {
        const [open, setOpen] = useState(true);
        const profile = useProfileStack(open, 'panel', known ? setOpen : undefined);
        return { open, ...profile };
      },
      { initialProps: { known: false } },
    );
    rerender({ known: true });
    act(() => result.current.push('campaigns'));
    act(() => history.back());
    await waitFor(() => expect(result.current.page).toBe('profile'));
    expect(result.current.open).toBe(true);
    act(() => history.back());
    await waitFor(() => expect(result.current.open).toBe(false));
  });
});
