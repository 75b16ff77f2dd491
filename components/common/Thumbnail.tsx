import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { css } from 'styled-components';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';
import type { OptimizedImage } from './optimizedImage';

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

/*
 * next/image's attributes (optimizedImage) at render time on the server only: the browser's build
 * drops this require with its branch, so next/image's code (about 3.5 kB gzip) is in no page's
 * first load. The browser gets them for an image it renders itself (after a client-side
 * navigation, in the search list) from optimizedImage's own chunk, when the image is to load.
 */
const optimizedOnServer: ((src: string, width: number, height: number, sizes?: string) => OptimizedImage) | null =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- a require the browser's build leaves out, see above
      (require('./optimizedImage') as typeof import('./optimizedImage')).optimizedImage
    : null;

/** An SVG is shown as it is: the optimizer takes none (next.config: dangerouslyAllowSVG off). */
const shownAsIs = (src: string) => src.split('?', 1)[0].endsWith('.svg');

/** The image's attributes when they can be known now (on the server, or for an SVG); null when they come with load(). */
function imageNow(src: string, width: number, height: number, sizes?: string): OptimizedImage | null {
  if (shownAsIs(src)) return { src };
  return optimizedOnServer ? optimizedOnServer(src, width, height, sizes) : null;
}

/** The optimizer's `src` at another width (the default loader's `w=`). */
const atWidth = (src: string, width: string) => src.replace(/([?&]w=)\d+/, `$1${width}`);

/**
 * A waiting thumbnail's srcset, short: the widths alone when each candidate is src at that width,
 * as the default loader makes them (a hundred srcsets were a third of the home page's HTML, with
 * the parse time to match); the whole srcset otherwise. The loaders expand it (srcSetOf).
 */
function waitingSrcSet({ src, srcSet }: OptimizedImage): { 'data-widths'?: string; 'data-srcset'?: string } {
  if (!srcSet) return {};
  const widths = srcSet.split(', ').map((candidate) => candidate.slice(candidate.lastIndexOf(' ') + 1, -1));
  return srcSetOf(src, widths.join(',')) === srcSet ? { 'data-widths': widths.join(',') } : { 'data-srcset': srcSet };
}

/** The srcset of `src` at each of `widths` (a waiting thumbnail's data-widths). */
const srcSetOf = (src: string, widths: string) =>
  widths
    .split(',')
    .map((width) => `${atWidth(src, width)} ${width}w`)
    .join(', ');

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
 * were part of a grid page's hydration). Rendered in the browser, a raster thumbnail waits (the
 * first ones load at once) until its attributes are there; hydration keeps the server's
 * (suppressHydrationWarning: they differ only where the browser has no attributes yet).
 */
export function Thumbnail({ priority = false, alt, width, height, src, sizes, ...image }: ThumbnailProps) {
  const now = imageNow(src, width, height, sizes);
  if (priority && now) {
    preload(now.src, { as: 'image', fetchPriority: 'high', imageSrcSet: now.srcSet, imageSizes: now.sizes });
  }
  return (
    <span className="thumbnail" style={{ display: 'block', aspectRatio: `${width} / ${height}` }}>
      {priority && now ? (
        // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes on a plain img (optimizedImage)
        <img
          {...image}
          sizes={now.sizes}
          srcSet={now.srcSet}
          src={now.src}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority="high"
          suppressHydrationWarning
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          {...image}
          // sizes only with a srcset (valid HTML): data-sizes until the loader gives both.
          data-sizes={now ? now.sizes : sizes}
          src={WAITING_SRC}
          {...(now ? waitingSrcSet(now) : {})}
          data-src={now ? now.src : src}
          ref={priority ? loadNow : loadWhenNear}
          alt={alt}
          width={width}
          height={height}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          suppressHydrationWarning
        />
      )}
    </span>
  );
}

/**
 * A small decorative image in a fixed box (a search result's 48 × 36): through the optimizer at
 * its width and twice that (1× and 2× screens), loaded by the browser's own lazy loading.
 */
export function SmallImage({ src, width, height }: { src: string; width: number; height: number }) {
  const now = imageNow(src, width, height);
  return now ? (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes on a plain img (optimizedImage)
    <img srcSet={now.srcSet} src={now.src} alt="" width={width} height={height} loading="lazy" decoding="async" suppressHydrationWarning />
  ) : (
    // eslint-disable-next-line @next/next/no-img-element -- see above
    <img
      src={WAITING_SRC}
      data-src={src}
      ref={loadNow}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      suppressHydrationWarning
    />
  );
}

/*
 * One observer for every thumbnail still waiting. Without IntersectionObserver (old browsers,
 * jsdom) every thumbnail loads at once.
 */
let observer: IntersectionObserver | null = null;

const waiting = (image: HTMLImageElement) => image.getAttribute('src') === WAITING_SRC;

/**
 * Gives a waiting image its srcset and src: the ones it carries (rendered on the server: its
 * widths or srcset; or an SVG), else next/image's, from optimizedImage's chunk. The srcset first: with both set in one go
 * the browser picks from the srcset, never fetching src.
 */
function load(image: HTMLImageElement) {
  const src = image.dataset.src;
  if (!waiting(image) || !src) return;
  const show = ({ srcSet, src: shown }: OptimizedImage) => {
    if (!waiting(image)) return;
    if (srcSet && image.dataset.sizes) image.sizes = image.dataset.sizes;
    if (srcSet) image.srcset = srcSet;
    image.src = shown;
  };
  const { widths, srcset } = image.dataset;
  if (widths || srcset || shownAsIs(src)) {
    show({ src, srcSet: widths ? srcSetOf(src, widths) : srcset });
    return;
  }
  const size = (name: 'width' | 'height') => Number(image.getAttribute(name));
  void import('./optimizedImage').then(({ optimizedImage }) =>
    show(optimizedImage(src, size('width'), size('height'), image.dataset.sizes)),
  );
}

/** Ref of an image to load at once (one of the first visible, or one the browser loads lazily itself). */
function loadNow(image: HTMLImageElement | null) {
  if (image) load(image);
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
