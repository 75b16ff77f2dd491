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

function setPage(readyState: DocumentReadyState, visibility: DocumentVisibilityState = 'visible') {
  document.body.innerHTML = `<script type="application/json" id="${SCRIPT_LIST_ID}">${JSON.stringify(list)}</script>`;
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => readyState });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
}

const runLoader = () => new Function(SCRIPT_LOADER)();
const added = () => [...document.body.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).getAttribute('src'));

/** Lets a frame and the task after it run (fake timers drive requestAnimationFrame too). */
const nextFrameAndTask = () => jest.advanceTimersByTime(20);

// jsdom's script element lacks noModule, which every module-capable browser has.
beforeAll(() => Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, writable: true, value: false }));
afterAll(() => delete (HTMLScriptElement.prototype as unknown as Record<string, unknown>).noModule);

beforeEach(() => {
  jest.useFakeTimers();
  delete (globalThis as Record<string, unknown>).TEST_CHUNKS;
});
afterEach(() => {
  jest.useRealTimers();
  delete (document as unknown as Record<string, unknown>).readyState;
  delete (document as unknown as Record<string, unknown>).visibilityState;
});

describe('the pre-rendered pages’ script loader', () => {
  it('queues the chunk bootstrap at once, and adds the scripts only after the page has loaded and painted', () => {
    setPage('interactive');
    runLoader();
    expect((globalThis as Record<string, unknown>).TEST_CHUNKS).toEqual(list.bootstrap);
    nextFrameAndTask();
    expect(added()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    nextFrameAndTask();
    expect(added()).toEqual(['/a.js', '/b.js']);
    for (const script of document.body.querySelectorAll('script[src]')) expect((script as HTMLScriptElement).async).toBe(false);

    // The time limit that follows does not add them twice.
    jest.advanceTimersByTime(2000);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them after at most a second when the page’s load is slow (a large image on a slow network)', () => {
    setPage('interactive');
    runLoader();
    jest.advanceTimersByTime(900);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(120);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them after the next frame on a page that has already loaded', () => {
    setPage('complete');
    runLoader();
    expect(added()).toEqual([]);
    nextFrameAndTask();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them at once on a hidden page, which paints no frame', () => {
    setPage('interactive', 'hidden');
    runLoader();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });
});
