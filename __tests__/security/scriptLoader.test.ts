import { SCRIPT_LIST_ID, SCRIPT_LOADER } from '@/lib/security/csp';

/*
 * The pre-rendered pages' loader, run as the browser runs it: the page's first paint (and its
 * first images) must not wait for the scripts, and the scripts must still come, in order.
 */
const list = {
  queue: 'TEST_CHUNKS',
  bootstrap: [{ page: '/_app' }],
  scripts: [{ src: '/a.js' }, { src: '/polyfills.js', noModule: true }, { src: '/b.js' }],
};

/** The page: its script list and images (complete or still loading, eager or lazy). */
function setPage(images: { complete: boolean; lazy?: boolean }[]) {
  document.body.innerHTML =
    images.map((image, index) => `<img src="/t${index}.svg" alt=""${image.lazy ? ' loading="lazy"' : ''}>`).join('') +
    `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(list)}</script>`;
  const elements = [...document.images];
  images.forEach((image, index) => {
    Object.defineProperty(elements[index], 'complete', { configurable: true, get: () => image.complete });
    // jsdom's image lacks the loading property browsers have.
    Object.defineProperty(elements[index], 'loading', { configurable: true, get: () => (image.lazy ? 'lazy' : 'eager') });
  });
  return elements;
}

const runLoader = () => new Function(SCRIPT_LOADER)();
const added = () => [...document.body.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).getAttribute('src'));

// jsdom's script element lacks noModule, which every module-capable browser has.
beforeAll(() => Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, writable: true, value: false }));
afterAll(() => delete (HTMLScriptElement.prototype as unknown as Record<string, unknown>).noModule);

beforeEach(() => {
  jest.useFakeTimers();
  delete (globalThis as Record<string, unknown>).TEST_CHUNKS;
});
afterEach(() => jest.useRealTimers());

describe('the pre-rendered pages’ script loader', () => {
  it('queues the chunk bootstrap at once, and adds the scripts, in order, once every eager image has loaded or failed', () => {
    const [first, second] = setPage([{ complete: false }, { complete: false }, { complete: true }, { complete: false, lazy: true }]);
    runLoader();
    expect((globalThis as Record<string, unknown>).TEST_CHUNKS).toEqual(list.bootstrap);
    jest.advanceTimersByTime(500);
    expect(added()).toEqual([]);

    first.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    // The lazy image, which may never load, is not waited for; a failed image counts as done.
    second.dispatchEvent(new Event('error'));
    expect(added()).toEqual(['/a.js', '/b.js']);
    for (const script of document.body.querySelectorAll('script[src]')) expect((script as HTMLScriptElement).async).toBe(false);

    // The time limit that follows does not add them twice.
    jest.advanceTimersByTime(2000);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them after a second at most when an image is slow (a large picture on a slow network)', () => {
    const [slow] = setPage([{ complete: false }]);
    runLoader();
    jest.advanceTimersByTime(990);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(10);
    expect(added()).toEqual(['/a.js', '/b.js']);
    slow.dispatchEvent(new Event('load'));
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once when there is no eager image to wait for', () => {
    setPage([{ complete: true }, { complete: false, lazy: true }]);
    runLoader();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });
});
