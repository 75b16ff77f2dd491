import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { css } from 'styled-components';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
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
 * What a waiting thumbnail shows: a transparent pixel, so its box (and its background) stands for
 * the image. Not an img without src: the browser would lay out and paint each one's alt text
 * (measured: a hundred of them doubled the home page's first layout and paint).
 */
const WAITING_SRC = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A card's thumbnail. Its box has the image's aspect ratio before anything loads, so nothing
 * moves when it arrives. The first visible ones (`priority`) load at once (and are preloaded from
 * the document's head); the others get their src when they come within the lazy-load margin of
 * the viewport (docs/product/constants.md), which the browser's own lazy loading does not let a
 * page choose; until then they show a transparent pixel in the box. On a pre-rendered page the
 * script loader's observer does this from the first paint on (lib/security/csp.ts); the observer
 * here takes over for what React renders. No React state: a ref
 * registers the image with one shared observer, which sets the src itself (a hundred thumbnails with four hooks each were part of a grid page's hydration). A
 * plain img: the thumbnails are the platform's SVGs, which are served as they are
 * (next.config.ts), so next/image would add only its code to the page.
 */
export function Thumbnail({ priority = false, alt, width, height, src, ...image }: ThumbnailProps) {
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    <span className="thumbnail" style={{ display: 'block', aspectRatio: `${width} / ${height}` }}>
      {priority ? (
        // eslint-disable-next-line @next/next/no-img-element -- see above: SVGs served as they are
        <img {...image} src={src} alt={alt} width={width} height={height} decoding="async" fetchPriority="high" />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img {...image} src={WAITING_SRC} data-src={src} ref={loadWhenNear} alt={alt} width={width} height={height} decoding="async" />
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

function load(image: HTMLImageElement) {
  if (waiting(image) && image.dataset.src) image.src = image.dataset.src;
}

/** Ref of a waiting thumbnail: gives it its src once it is within the lazy-load margin; the cleanup stops watching it. */
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
