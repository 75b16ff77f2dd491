/**
 * The mobile navigation's delayed close: a page change closes the open panels after 100 ms, but
 * never a panel the player opened after that page change started, and no timer outlives the
 * component.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useRouter } from 'next/router';
import { MENU_CLOSE_DELAY_MS, MobileNav } from '@/components/layout/MobileNav';
import { fakeT, mockRouter, renderWithStore } from '../components/testUtils';

jest.mock('next/router', () => ({ useRouter: jest.fn() }));
jest.mock('@/lib/i18n/useTranslation', () => ({ useTranslation: () => ({ t: fakeT }) }));

const useRouterMock = useRouter as jest.Mock;

/** A router whose events reach the handlers MobileNav registers, as Next's do. */
function routerWithEvents() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const router = mockRouter({ pathname: '/', asPath: '/fi', locale: 'fi' });
  router.events.on.mockImplementation((event: string, handler: (...args: unknown[]) => void) => {
    if (!handlers.has(event)) handlers.set(event, new Set());
    handlers.get(event)!.add(handler);
  });
  router.events.off.mockImplementation((event: string, handler: (...args: unknown[]) => void) => handlers.get(event)?.delete(handler));
  const emit = (event: string) => act(() => handlers.get(event)?.forEach((handler) => handler('/fi/pelit')));
  return { router, emit, listeners: () => [...handlers.values()].reduce((count, set) => count + set.size, 0) };
}

const panel = (id: string) => document.getElementById(id)!;
const openButton = (id: string) => document.querySelector<HTMLButtonElement>(`button[aria-controls="${id}"]`)!;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

/** Renders the bar and waits for its panels, which load on the player's first touch of the bar. */
async function renderNav() {
  const result = renderWithStore(<MobileNav locale="fi" currentPath="/fi" />);
  fireEvent.pointerDown(screen.getByRole('navigation'));
  await waitFor(() => expect(document.getElementById('menu-panel')).not.toBeNull());
  return result;
}

describe('<MobileNav> panels on intent', () => {
  beforeEach(() => useRouterMock.mockReturnValue(routerWithEvents().router));

  it('loads no panel until the bar is touched or focused, then the panels', async () => {
    renderWithStore(<MobileNav locale="fi" currentPath="/fi" />);
    // Given time, nothing loads on its own.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.getElementById('menu-panel')).toBeNull();

    act(() => openButton('menu-panel').focus());
    await waitFor(() => expect(document.getElementById('menu-panel')).not.toBeNull());
    expect(document.getElementById('profile-panel')).not.toBeNull();
    expect(document.getElementById('search-panel')).not.toBeNull();
  });

  it('opens the panel clicked before its code had arrived', async () => {
    renderWithStore(<MobileNav locale="fi" currentPath="/fi" />);
    fireEvent.click(openButton('menu-panel'));
    expect(openButton('menu-panel')).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(panel('menu-panel')).toHaveAttribute('data-open', 'true'));
  });
});

describe('<MobileNav> delayed close', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('closes the menu panel 100 ms after a page change', async () => {
    const { router, emit } = routerWithEvents();
    useRouterMock.mockReturnValue(router);
    await renderNav();
    fireEvent.click(openButton('menu-panel'));
    expect(panel('menu-panel')).toHaveAttribute('data-open', 'true');

    emit('routeChangeStart');
    emit('routeChangeComplete');
    advance(MENU_CLOSE_DELAY_MS - 1);
    expect(panel('menu-panel')).toHaveAttribute('data-open', 'true');
    advance(1);
    expect(panel('menu-panel')).toHaveAttribute('data-open', 'false');
  });

  it('keeps a panel opened within the 100 ms after a menu page change open', async () => {
    const { router, emit } = routerWithEvents();
    useRouterMock.mockReturnValue(router);
    await renderNav();
    fireEvent.click(openButton('menu-panel'));
    emit('routeChangeStart');
    emit('routeChangeComplete');
    advance(MENU_CLOSE_DELAY_MS / 2);

    fireEvent.click(openButton('profile-panel'));
    advance(MENU_CLOSE_DELAY_MS * 5);
    expect(panel('profile-panel')).toHaveAttribute('data-open', 'true');
    expect(panel('menu-panel')).toHaveAttribute('data-open', 'false');
  });

  it('keeps a panel opened while a page change was loading open', async () => {
    const { router, emit } = routerWithEvents();
    useRouterMock.mockReturnValue(router);
    await renderNav();
    emit('routeChangeStart');
    fireEvent.click(openButton('profile-panel'));
    emit('routeChangeComplete');
    advance(MENU_CLOSE_DELAY_MS * 5);
    expect(panel('profile-panel')).toHaveAttribute('data-open', 'true');
  });

  it('keeps a panel opened within 100 ms of a menu link click open', async () => {
    const { router } = routerWithEvents();
    useRouterMock.mockReturnValue(router);
    await renderNav();
    fireEvent.click(openButton('menu-panel'));
    fireEvent.click(screen.getAllByRole('link', { hidden: true }).find((link) => panel('menu-panel').contains(link))!);
    fireEvent.click(openButton('search-panel'));
    advance(MENU_CLOSE_DELAY_MS * 5);
    expect(panel('search-panel')).toHaveAttribute('data-open', 'true');
  });

  it('leaves no timer and no route listener behind when it unmounts', async () => {
    const { router, emit, listeners } = routerWithEvents();
    useRouterMock.mockReturnValue(router);
    const { unmount } = await renderNav();
    fireEvent.click(openButton('menu-panel'));
    emit('routeChangeStart');
    emit('routeChangeComplete');
    expect(jest.getTimerCount()).toBeGreaterThan(0);

    unmount();
    expect(jest.getTimerCount()).toBe(0);
    expect(listeners()).toBe(0);
  });
});
