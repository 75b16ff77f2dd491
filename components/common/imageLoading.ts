import { SCRIPT_LIST_ID } from '@/lib/security/scriptList';
import { handOver } from './waitingImage';

/*
 * The thumbnails' refs. A pre-rendered page's own thumbnails are its loader's (lib/security/csp.ts),
 * which watches them from the first paint on; the others (rendered in the browser, or on a page
 * rendered per request) go to thumbnailLoading's chunk.
 */

/**
 * Whether the page's loader watches this image already: a pre-rendered page's (its script list is
 * there) with IntersectionObserver, and the image as the server wrote it, with its srcset data.
 */
const watchedByPage = (image: HTMLImageElement) =>
  Boolean(image.dataset.widths || image.dataset.srcset) &&
  typeof IntersectionObserver !== 'undefined' &&
  document.getElementById(SCRIPT_LIST_ID) !== null;

const watch = (image: HTMLImageElement | null, atOnce: boolean) => (image && watchedByPage(image) ? undefined : handOver(image, atOnce));

/** Ref of a waiting thumbnail to load at once (one of the first visible). */
export const loadAtOnce = (image: HTMLImageElement | null) => watch(image, true);

/** Ref of a waiting thumbnail: it loads once within the lazy-load margin. */
export const loadWhenNear = (image: HTMLImageElement | null) => watch(image, false);

/**
 * Ref of an element holding server-rendered thumbnails React did not hydrate (useKeptServerHtml):
 * the waiting ones in it load when near, as a Thumbnail's own ref would do.
 */
export function watchThumbnails(container: HTMLElement | null) {
  if (!container) return undefined;
  const cleanups = Array.from(container.querySelectorAll<HTMLImageElement>('img[data-src]'), loadWhenNear);
  return () => cleanups.forEach((cleanup) => cleanup?.());
}
