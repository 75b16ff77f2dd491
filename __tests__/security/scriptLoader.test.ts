import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';
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

/** A stand-in for the browser's PerformanceObserver: `paint()` delivers the first paint entry. */
class PaintObserver {
  static supportedEntryTypes = ['paint'];
  static observers: PaintObserver[] = [];
  constructor(private readonly callback: () => void) {}
  observe(options: { type: string; buffered: boolean }) {
    expect(options).toEqual({ type: 'paint', buffered: true });
    PaintObserver.observers.push(this);
  }
  disconnect() {
    PaintObserver.observers = PaintObserver.observers.filter((observer) => observer !== this);
  }
  static paint() {
    for (const observer of [...PaintObserver.observers]) observer.callback();
  }
}

const runLoader = () => new Function(SCRIPT_LOADER)();
const paint = () => PaintObserver.paint();
const added = () => [...document.body.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).getAttribute('src'));

// jsdom's script element lacks noModule, which every module-capable browser has.
beforeAll(() => Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, writable: true, value: false }));
afterAll(() => delete (HTMLScriptElement.prototype as unknown as Record<string, unknown>).noModule);

beforeEach(() => {
  jest.useFakeTimers();
  PaintObserver.observers = [];
  (window as unknown as Record<string, unknown>).PerformanceObserver = PaintObserver;
  delete (globalThis as Record<string, unknown>).TEST_CHUNKS;
});
afterEach(() => {
  jest.useRealTimers();
  delete (window as unknown as Record<string, unknown>).PerformanceObserver;
});

describe('the pre-rendered pages’ script loader', () => {
  it('queues the chunk bootstrap at once, and adds the scripts, in order, once the page has painted and every eager image has loaded or failed', () => {
    const [first, second] = setPage([{ complete: false }, { complete: false }, { complete: true }, { complete: false, lazy: true }]);
    runLoader();
    expect((globalThis as Record<string, unknown>).TEST_CHUNKS).toEqual(list.bootstrap);
    paint();
    jest.advanceTimersByTime(500);
    expect(added()).toEqual([]);

    first.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    // The lazy image, which may never load, is not waited for; a failed image counts as done.
    second.dispatchEvent(new Event('error'));
    expect(added()).toEqual(['/a.js', '/b.js']);
    for (const script of document.body.querySelectorAll('script[src]')) expect((script as HTMLScriptElement).async).toBe(false);

    // A later paint and the time limit that follows do not add them twice.
    paint();
    jest.advanceTimersByTime(2000);
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('without images, waits for the first paint only', () => {
    setPage([{ complete: true }, { complete: false, lazy: true }]);
    runLoader();
    expect(added()).toEqual([]);
    paint();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('adds them after a second at most when an image is slow or nothing paints (a hidden page)', () => {
    const [slow] = setPage([{ complete: false }]);
    runLoader();
    jest.advanceTimersByTime(990);
    expect(added()).toEqual([]);
    jest.advanceTimersByTime(10);
    expect(added()).toEqual(['/a.js', '/b.js']);
    slow.dispatchEvent(new Event('load'));
    paint();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });

  it('does not wait for a paint in a browser that cannot report one', () => {
    delete (window as unknown as Record<string, unknown>).PerformanceObserver;
    setPage([]);
    runLoader();
    expect(added()).toEqual(['/a.js', '/b.js']);
  });
});

/** A stand-in for the browser's IntersectionObserver: `show(image)` brings an image within the margin. */
class NearObserver {
  static observers: NearObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: (entries: { target: Element; isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin: string },
  ) {
    NearObserver.observers.push(this);
  }
  observe(target: Element) {
    this.watched.add(target);
  }
  unobserve(target: Element) {
    this.watched.delete(target);
  }
  static show(target: Element, isIntersecting = true) {
    for (const observer of NearObserver.observers) if (observer.watched.has(target)) observer.callback([{ target, isIntersecting }]);
  }
}

describe('the loader’s thumbnail observer', () => {
  const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

  beforeEach(() => {
    NearObserver.observers = [];
    (window as unknown as Record<string, unknown>).IntersectionObserver = NearObserver;
  });
  afterEach(() => delete (window as unknown as Record<string, unknown>).IntersectionObserver);

  it('gives a waiting thumbnail its src once it comes within the lazy-load margin, before any script is added', () => {
    setPage([]);
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<img src="${PIXEL}" data-src="/t/near.svg" alt=""><img src="${PIXEL}" data-src="/t/far.svg" alt="">`,
    );
    const [near, far] = [...document.images];
    runLoader();
    expect(NearObserver.observers.map((observer) => observer.options)).toEqual([{ rootMargin: `${LAZY_LOAD_MARGIN_PX}px` }]);
    NearObserver.show(far, false);
    NearObserver.show(near);
    expect(near.getAttribute('src')).toBe('/t/near.svg');
    expect(far.getAttribute('src')).toBe(PIXEL);
    expect(added()).toEqual([]);
    // Once loaded it is no longer watched; scrolling on brings the next one.
    expect(NearObserver.observers[0].watched.has(near)).toBe(false);
    NearObserver.show(far);
    expect(far.getAttribute('src')).toBe('/t/far.svg');
  });

  it("gives an optimized thumbnail its srcset, the optimizer's src at each of its widths, with its src", () => {
    setPage([]);
    const at = (w: number) => `/_next/image?url=%2Fapi%2Fcms%2Fthumbnails%2Fa.webp&w=${w}&q=75`;
    document.body.insertAdjacentHTML(
      'afterbegin',
      `<img data-sizes="50vw" src="${PIXEL}" data-widths="256,384,828" data-src="${at(828).replace(/&/g, '&amp;')}" alt="">` +
        `<img data-sizes="50vw" src="${PIXEL}" data-srcset="/a-256.webp 256w, /a-384.webp 384w" data-src="/a-384.webp" alt="">`,
    );
    const [widths, srcset] = [...document.images];
    runLoader();
    expect(widths).not.toHaveAttribute('srcset');
    expect(widths).not.toHaveAttribute('sizes');
    NearObserver.show(widths);
    NearObserver.show(srcset);
    // As getImageProps writes it (components/common/Thumbnail.tsx expands data-widths the same way).
    expect(widths.getAttribute('srcset')).toBe(`${at(256)} 256w, ${at(384)} 384w, ${at(828)} 828w`);
    expect(widths.getAttribute('sizes')).toBe('50vw');
    expect(widths.getAttribute('src')).toBe(at(828));
    expect(srcset.getAttribute('srcset')).toBe('/a-256.webp 256w, /a-384.webp 384w');
    expect(srcset.getAttribute('src')).toBe('/a-384.webp');
  });

  it('leaves a thumbnail the page has already given its src (React’s own observer came first)', () => {
    setPage([]);
    document.body.insertAdjacentHTML('afterbegin', `<img src="${PIXEL}" data-src="/t/a.svg" alt="">`);
    const [image] = [...document.images];
    runLoader();
    image.setAttribute('src', '/t/other.svg');
    NearObserver.show(image);
    expect(image.getAttribute('src')).toBe('/t/other.svg');
  });
});
