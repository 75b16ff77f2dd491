import type { OptimizedImage } from './optimizedImage';

/*
 * What a page's scripts carry for an image through the optimizer: its attributes, written on the
 * server only (this require is left out of the browser's build with its branch), and for an image
 * the browser renders itself (after a client-side navigation, in the search list), a waiting pixel
 * and a hand-over to thumbnailLoading's chunk, which gives it the same attributes and loads it.
 */

/** The optimizer's attributes where they are written: on the server. */
export const optimizedOnServer: ((src: string, width: number, sizes?: string) => OptimizedImage) | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser's build leaves out, see above
      (require('./optimizedImage') as typeof import('./optimizedImage')).optimizedImage
    : null;

/*
 * What a waiting image shows: a transparent pixel, so its box (and its background) stands for the
 * image. Not an img without src: the browser would lay out and paint each one's alt text
 * (measured: a hundred of them doubled the home page's first layout and paint).
 */
export const WAITING_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** Hands a waiting image to thumbnailLoading's chunk, to load at once or when near; the cleanup lets it go. */
export function handOver(image: HTMLImageElement | null, atOnce: boolean) {
  if (!image || image.getAttribute('src') !== WAITING_SRC) return undefined;
  let live = true;
  let stop: (() => void) | undefined;
  void import('./thumbnailLoading').then(({ watch }) => {
    if (live) stop = watch(image, atOnce);
  });
  return () => {
    live = false;
    stop?.();
  };
}
