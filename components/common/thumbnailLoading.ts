/*
 * The browser's side of the thumbnails' loading, in a chunk of its own (imageLoading.ts asks for it
 * when an image needs it): one shared observer for every image still waiting, and the optimizer's
 * attributes of an image the browser rendered itself. Without IntersectionObserver (old browsers,
 * jsdom) every image loads at once.
 */
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';
import { optimizedImage, srcSetOf } from './optimizedImage';

/**
 * An image the browser rendered carries its own src (data-src), its layout's sizes and its width:
 * it gets the optimizer's src and srcset data as the server writes them.
 */
function optimize(image: HTMLImageElement) {
  const { src, widths, srcset, sizes } = image.dataset;
  if (!src || widths || srcset) return;
  const optimized = optimizedImage(src, Number(image.getAttribute('width')), sizes);
  image.dataset.src = optimized.src;
  if (optimized.widths) image.dataset.widths = optimized.widths;
  else if (optimized.srcSet) image.dataset.srcset = optimized.srcSet;
}

/**
 * Gives a waiting image the sizes, srcset (its widths expanded, or its srcset) and src it carries,
 * as the page's loader does. The srcset first: with both set in one go the browser picks from the
 * srcset, never fetching src.
 */
function load(image: HTMLImageElement) {
  const { src, widths, srcset, sizes } = image.dataset;
  // Still waiting: its src is the transparent pixel's data: URL (as the page's loader tells it).
  if (!src || !image.getAttribute('src')?.startsWith('data:')) return;
  const srcSet = widths ? srcSetOf(src, widths) : srcset;
  if (srcSet) {
    if (sizes) image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
}

let observer: IntersectionObserver | null = null;

/** Loads a waiting image at once, or once it is within the lazy-load margin; the returned function stops watching it. */
export function watch(image: HTMLImageElement, atOnce: boolean): (() => void) | undefined {
  optimize(image);
  if (atOnce || typeof IntersectionObserver === 'undefined') {
    load(image);
    return undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        load(entry.target as HTMLImageElement);
      }
    },
    { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
  );
  observer.observe(image);
  return () => observer?.unobserve(image);
}
