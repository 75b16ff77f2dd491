import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { css } from 'styled-components';
import { loadAtOnce, loadWhenNear } from './imageLoading';
import { optimizedOnServer, WAITING_SRC } from './waitingImage';

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
 * A card's thumbnail, through the image optimizer (optimizedImage). Its box has the image's
 * aspect ratio before anything loads, so nothing moves when it arrives. The first visible ones
 * (`priority`) load at once (and are preloaded from the document's head, srcset and sizes
 * included); the others get their srcset and src when they come within the lazy-load margin of
 * the viewport (docs/product/constants.md), which the browser's own lazy loading does not let a
 * page choose; until then they show a transparent pixel in the box, and carry their srcset as its
 * widths alone (data-widths; a hundred srcsets were a third of the home page's HTML, with the
 * parse time to match). On a pre-rendered page the script loader's observer does this from the
 * first paint on (lib/security/csp.ts). The server writes the attributes; rendered in the browser
 * (after a client-side navigation) a thumbnail waits with its own src until thumbnailLoading's
 * chunk gives them (waitingImage.ts, imageLoading.ts). No React state: a ref hands the image over
 * (a hundred thumbnails with four hooks each were part of a grid page's hydration); hydration
 * keeps the server's attributes (suppressHydrationWarning: the browser renders none).
 */
export function Thumbnail({ priority = false, alt, width, height, src, sizes, ...image }: ThumbnailProps) {
  const optimized = optimizedOnServer?.(src, width, sizes);
  if (priority && optimized) {
    preload(optimized.src, { as: 'image', fetchPriority: 'high', imageSrcSet: optimized.srcSet, imageSizes: optimized.sizes });
  }
  return (
    <span className="thumbnail" style={{ display: 'block', aspectRatio: `${width} / ${height}` }}>
      {priority && optimized ? (
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
          suppressHydrationWarning
        />
      ) : (
        // eslint-disable-next-line @next/next/no-img-element -- see above
        <img
          {...image}
          // sizes only with a srcset (valid HTML): data-sizes until the loader gives both.
          data-sizes={optimized ? optimized.sizes : sizes}
          src={WAITING_SRC}
          {...(optimized?.widths ? { 'data-widths': optimized.widths } : { 'data-srcset': optimized?.srcSet })}
          data-src={optimized ? optimized.src : src}
          ref={priority ? loadAtOnce : loadWhenNear}
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
