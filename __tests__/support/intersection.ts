/**
 * jsdom has no layout and no IntersectionObserver. This one stands in for the browser's: it
 * keeps what each observer watches and its rootMargin, and a test says when an element comes
 * into the observed area (`scrollIntoRange`).
 */
export class TestIntersectionObserver {
  static observers: TestIntersectionObserver[] = [];
  readonly rootMargin: string;
  readonly elements = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    TestIntersectionObserver.observers.push(this);
  }

  observe(element: Element) {
    this.elements.add(element);
  }

  unobserve(element: Element) {
    this.elements.delete(element);
  }

  disconnect() {
    this.elements.clear();
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** The element is now within the observer's root margin: its observers are called. */
  static scrollIntoRange(element: Element) {
    for (const observer of TestIntersectionObserver.observers.filter((o) => o.elements.has(element))) {
      observer.callback([{ target: element, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}

export function installIntersectionObserver() {
  Object.defineProperty(window, 'IntersectionObserver', { configurable: true, writable: true, value: TestIntersectionObserver });
  Object.defineProperty(globalThis, 'IntersectionObserver', { configurable: true, writable: true, value: TestIntersectionObserver });
}
