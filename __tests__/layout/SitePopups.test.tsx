import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { SitePopups, type SitePopup } from '@/components/layout/SitePopups';
import { SITE_POPUPS_SEEN_PREFIX } from '@/lib/account/sessionStorage';
import { markPopupSeen, nextUnseenPopup, readSeenPopups } from '@/lib/content/sitePopups';
import { theme } from '@/styles/theme';
import { fakeT } from '../components/testUtils';

// isomorphic-dompurify loads a second jsdom (ESM-only deps) under jest; use DOMPurify on the test window.
jest.mock('isomorphic-dompurify', () => {
  const createDOMPurify = jest.requireActual('dompurify');
  return createDOMPurify(window);
});
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

// As the service hands them over (the body already sanitised).
const POPUPS = [
  { id: 'sandbox-notice', title: 'Testiympäristö', bodyHtml: '<p>Kaikki rahat ovat <a href="/fi/ehdot">leikkirahaa</a>.</p>' },
  { id: 'summer', title: 'Kesä', bodyHtml: '<p>Kesäkampanja</p>' },
] as unknown as SitePopup[];

const show = (userId: number) =>
  render(
    <ThemeProvider theme={theme}>
      {/* where the player's focus was before the popup */}
      <button type="button" autoFocus>
        before
      </button>
      <SitePopups popups={POPUPS} userId={userId} />
    </ThemeProvider>,
  );

describe('site-settings popups: once per player', () => {
  beforeEach(() => {
    window.localStorage.clear();
    // The loading screen has gone (LoadingScreen sets this and sends site:loaded).
    document.documentElement.dataset.loaded = 'true';
  });

  it('waits until the loading screen has gone', async () => {
    delete document.documentElement.dataset.loaded;
    show(5);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => {
      document.documentElement.dataset.loaded = 'true';
      window.dispatchEvent(new Event('site:loaded'));
    });
    expect(await screen.findByRole('dialog', { name: 'Testiympäristö' })).toBeTruthy();
  });

  it('keeps the closed ids under the player id, and finds the first popup not yet seen', () => {
    expect(readSeenPopups(5)).toEqual([]);
    expect(markPopupSeen(5, 'sandbox-notice')).toEqual(['sandbox-notice']);
    expect(markPopupSeen(5, 'sandbox-notice')).toEqual(['sandbox-notice']);
    expect(window.localStorage.getItem(`${SITE_POPUPS_SEEN_PREFIX}5`)).toBe('["sandbox-notice"]');
    expect(readSeenPopups(6)).toEqual([]);
    expect(nextUnseenPopup(POPUPS, readSeenPopups(5))?.id).toBe('summer');
    expect(nextUnseenPopup(POPUPS, ['sandbox-notice', 'summer'])).toBeNull();
    window.localStorage.setItem(`${SITE_POPUPS_SEEN_PREFIX}7`, 'not json');
    expect(readSeenPopups(7)).toEqual([]);
  });

  it('shows the CMS popups one at a time as a labelled modal dialog with the close button focused', async () => {
    show(5);
    const dialog = await screen.findByRole('dialog', { name: 'Testiympäristö' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Kaikki rahat ovat leikkirahaa.');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'panel.close' }));
    fireEvent.click(screen.getByRole('button', { name: 'panel.close' }));
    expect(await screen.findByRole('dialog', { name: 'Kesä' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Testiympäristö' })).toBeNull();
  });

  it('Escape closes a popup too, focus goes back, and the same player never sees it again', async () => {
    show(5);
    const dialog = await screen.findByRole('dialog', { name: 'Testiympäristö' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    const next = await screen.findByRole('dialog', { name: 'Kesä' });
    fireEvent.keyDown(next, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'before' }));
    expect(readSeenPopups(5)).toEqual(['sandbox-notice', 'summer']);
  });

  it('another player on the same browser still sees them; a player who saw them does not after a reload', async () => {
    markPopupSeen(5, 'sandbox-notice');
    markPopupSeen(5, 'summer');
    const first = show(5);
    await Promise.resolve();
    expect(first.queryByRole('dialog')).toBeNull();
    first.unmount();
    show(6);
    expect(await screen.findByRole('dialog', { name: 'Testiympäristö' })).toBeTruthy();
  });

  it('Tab stays inside the dialog', async () => {
    show(5);
    const dialog = await screen.findByRole('dialog', { name: 'Testiympäristö' });
    const close = screen.getByRole('button', { name: 'panel.close' });
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'leikkirahaa' }));
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);
  });
});
