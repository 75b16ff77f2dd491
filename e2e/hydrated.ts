import type { Page } from '@playwright/test';

/**
 * Resolves once the site's page in `page` has started hydrating (React's root is on #__next), or
 * at once for a page that is not the site's (the bank simulator, the game frame). A pre-rendered
 * page adds its scripts after its first paint (lib/security/csp.ts), which can come after the
 * load event `goto` waits for; a player's click before React is there would do nothing.
 * From the root on, React hydrates at once whatever a click or key reaches. Polled on an
 * interval, not on animation frames, so a test's paused clock does not hold it.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const root = document.getElementById('__next');
      return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
    },
    undefined,
    { polling: 50 },
  );
}
