import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { css } from 'styled-components';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';
import { optimizedImage, srcSetOf, type OptimizedImage } from './optimizedImage';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'width' | 'height' | 'alt' | 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  alt: string;
  /** The image's own size (its box takes the aspect ratio; no optimized width goes beyond it). */
  width: number;
  height: number;
  /** The width the image takes in the layout, per viewport: the browser picks the optimizer's width from it. */
  sizes?: string;
  /** One of the first visible images: requested at once, with high priority. */
  priority?: boolean;
};

/** The thumbnails' look, given by the styled list or card that holds them. */
export const thumbnailStyle = css`
  & .thumbnail img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 4 / 3;
    object-fit: cover;
  }
`;

/**
 * A waiting thumbnail's srcset, short: its widths alone when it has them (a hundred srcsets were a
 * third of the home page's HTML, with the parse time to match), else the whole srcset (1× and 2×).
 * The loaders expand it (srcSetOf).
 */
const waitingSrcSet = ({ srcSet, widths }: OptimizedImage) => (widths ? { 'data-widths': widths } : { 'data-srcset': srcSet });

/*
 * What a waiting thumbnail shows: a transparent pixel, so its box (and its background) stands for
 * the image. Not an img without src: the browser would lay out and paint each one's alt text
 * (measured: a hundred of them doubled the home page's first layout and paint).
 */
const WAITING_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A card's thumbnail, through the image optimizer (optimizedImage). Its box has the image's
 * aspect ratio before anything loads, so nothing moves when it arrives. The first visible ones
 * (`priority`) load at once (and are preloaded from the document's head, srcset and sizes
 * included); the others get their srcset and src when they come within the lazy-load margin of
 * the viewport (docs/product/constants.md), which the browser's own lazy loading does not let a
 * page choose; until then they show a transparent pixel in the box. On a pre-rendered page the
 * script loader's observer does this from the first paint on (lib/security/csp.ts); the observer
 * here takes over for what React renders. No React state: a ref registers the image with one
 * shared observer, which sets the srcset and src itself (a hundred thumbnails with four hooks each
 * were part of a grid page's hydration). Server and browser render the same attributes; hydration
 * keeps a waiting one's as they are (suppressHydrationWarning: the page's loader may have given it
 * its srcset and src already).
 */
export function Thumbnail({ priority = false, alt, width, height, src, sizes, ...image }: ThumbnailProps) {
  const optimized = optimizedImage(src, width, sizes);
  if (priority) {
    preload(optimized.src, { as: 'image', fetchPriority: 'high', imageSrcSet: optimized.srcSet, imageSizes: optimized.sizes });
  }
  return (
    <span className="thumbnail" style={{ display: 'block', aspectRatio: `${width} / ${height}` }}>
      {priority ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes on a plain img (optimizedImage)
        <img
          {...image}
          sizes={optimized.sizes}
          srcSet={optimized.srcSet}
          src={optimized.src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority="high"
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          {...image}
          // sizes only with a srcset (valid HTML): data-sizes until the loader gives both.
          data-sizes={optimized.sizes}
          src={WAITING_SRC}
          {...waitingSrcSet(optimized)}
          data-src={optimized.src}
          ref={loadWhenNear}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          suppressHydrationWarning
        />
      )}
    </span>
  );
}

/*
 * One observer for every thumbnail still waiting. Without IntersectionObserver (old browsers,
 * jsdom) every thumbnail loads at once.
 */
let observer: IntersectionObserver | null = null;

const waiting = (image: HTMLImageElement) => image.getAttribute('src') === WAITING_SRC;

/**
 * Gives a waiting image the sizes, srcset (its widths expanded, or its srcset) and src it carries,
 * as the page's loader does. The srcset first: with both set in one go the browser picks from the
 * srcset, never fetching src.
 */
function load(image: HTMLImageElement) {
  const { src, widths, srcset, sizes } = image.dataset;
  if (!waiting(image) || !src) return;
  const srcSet = widths ? srcSetOf(src, widths) : srcset;
  if (srcSet) {
    if (sizes) image.sizes = sizes;
    image.srcset = srcSet;
  }
  image.src = src;
}

/** Ref of a waiting thumbnail: gives it its srcset and src once it is within the lazy-load margin; the cleanup stops watching it. */
function loadWhenNear(image: HTMLImageElement | null) {
  if (!image || !waiting(image)) return undefined;
  if (typeof IntersectionObserver === 'undefined') {
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

/**
 * Ref of an element holding server-rendered thumbnails React did not hydrate (useKeptServerHtml):
 * the waiting ones in it load when near, as a Thumbnail's own ref would do.
 */
export function watchThumbnails(container: HTMLElement | null) {
  if (!container) return undefined;
  const cleanups = Array.from(container.querySelectorAll<HTMLImageElement>('img[data-src]'), loadWhenNear);
  return () => cleanups.forEach((cleanup) => cleanup?.());
}
