import { IMAGE_DEVICE_WIDTHS, IMAGE_QUALITY, IMAGE_WIDTHS } from '@/lib/constants';

/** What an img needs to show an image through the image optimizer. */
export interface OptimizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** With `sizes`: the srcset's widths ('256,384'), each candidate the optimizer's src at that width (a waiting thumbnail's data-widths). */
  widths?: string;
}

/** next/image's default images.path (next.config sets none). */
const OPTIMIZER_PATH = '/_next/image';

/** Every width the optimizer serves, ascending (next/image's allSizes). */
const SERVED_WIDTHS = [...IMAGE_WIDTHS, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);

/** The optimizer's URL of `src` at `width`, as next/image's default loader writes it (no deployment id: next.config sets none). */
const optimizedUrl = (src: string, width: number) => `${OPTIMIZER_PATH}?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/** An SVG is shown as it is: the optimizer takes none (next.config: dangerouslyAllowSVG off). */
const shownAsIs = (src: string) => src.split('?', 1)[0].endsWith('.svg');

/**
 * An image through next/image's optimizer (/_next/image?url=&w=&q=, quality 75, the widths of
 * next.config's images) for a plain img: the src, srcset and sizes getImageProps gives (a unit test
 * holds them equal), without next/image's code, so that server and browser make them alike and no
 * page's scripts carry next/image (about 3.5 kB gzip). With `sizes`, the srcset holds the served
 * widths from the share of the narrowest device width the smallest `vw` of `sizes` names, up to
 * the first one that covers the image's own width (the optimizer never enlarges, so wider entries
 * would be the same picture); without it, 1× and 2× of `width`. An SVG comes as it is.
 */
export function optimizedImage(src: string, width: number, sizes?: string): OptimizedImage {
  if (shownAsIs(src)) return { src };
  const coverOf = (wanted: number) => SERVED_WIDTHS.find((served) => served >= wanted) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1];
  if (!sizes) {
    const densities = [...new Set([coverOf(width), coverOf(width * 2)])];
    return {
      src: optimizedUrl(src, densities[densities.length - 1]),
      srcSet: densities.map((served, index) => `${optimizedUrl(src, served)} ${index + 1}x`).join(', '),
    };
  }
  const percents = Array.from(sizes.matchAll(/(^|\s)(1?\d?\d)vw/g), (match) => Number.parseInt(match[2], 10));
  // As next/image computes it (0.01, not / 100), so that the same float decides the same widths.
  const narrowest = percents.length ? IMAGE_DEVICE_WIDTHS[0] * (Math.min(...percents) * 0.01) : 0;
  const candidates = SERVED_WIDTHS.filter((served) => served >= narrowest);
  const covering = candidates.findIndex((served) => served >= width);
  const widths = covering < 0 ? candidates : candidates.slice(0, covering + 1);
  return {
    src: optimizedUrl(src, widths[widths.length - 1]),
    srcSet: widths.map((served) => `${optimizedUrl(src, served)} ${served}w`).join(', '),
    sizes,
    widths: widths.join(','),
  };
}
