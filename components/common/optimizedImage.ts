/*
 * The optimizer's settings (docs/product/constants.md#images): next.config's images take them from
 * here. Not in lib/constants, which every page's first chunk carries.
 */
/** Its one quality (images.qualities). */
export const IMAGE_QUALITY = 75;
/** The widths it serves (images.deviceSizes and imageSizes), ascending. */
export const IMAGE_DEVICE_WIDTHS = [640, 750, 828, 1080, 1200, 1920, 2048, 3840];
export const IMAGE_WIDTHS = [16, 32, 48, 64, 96, 128, 256, 384];

/** What an img needs to show an image through the image optimizer. */
export interface OptimizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
  /** With `sizes`: the srcset's widths ('256,384'), each candidate the optimizer's src at that width (a waiting thumbnail's data-widths). */
  widths?: string;
}

/** Every width the optimizer serves, ascending (next/image's allSizes). */
const SERVED_WIDTHS = [...IMAGE_WIDTHS, ...IMAGE_DEVICE_WIDTHS].sort((a, b) => a - b);

/** The optimizer's URL of `src` at `width`, as next/image's default loader writes it (images.path /_next/image; no deployment id). */
const optimizedUrl = (src: string, width: number) => `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`;

/**
 * The srcset of an optimizer's `src` at each of `widths` ('256,384'): `src` with the loader's `w=`
 * changed. The page's loader (lib/security/csp.ts) expands a waiting thumbnail's data-widths alike.
 */
export const srcSetOf = (src: string, widths: string) =>
  widths
    .split(',')
    .map((width) => `${src.replace(/([?&]w=)\d+/, `$1${width}`)} ${width}w`)
    .join(', ');

/**
 * An image through next/image's optimizer (/_next/image?url=&w=&q=, quality 75, the widths of
 * next.config's images) for a plain img: the src, srcset and sizes getImageProps gives (a unit test
 * holds them equal), without next/image's code, so that server and browser write them alike and no
 * page's scripts carry next/image. With `sizes`, the srcset holds the served widths from the share
 * of the narrowest device width that the smallest `vw` of `sizes` names, up to the first one that
 * covers the image's own width (the optimizer never enlarges, so wider entries would be the same
 * picture); without it, 1× and 2× of `width`. An SVG comes as it is.
 */
export function optimizedImage(src: string, width: number, sizes?: string): OptimizedImage {
  if (src.split('?', 1)[0].endsWith('.svg')) return { src };
  if (!sizes) {
    const covering = (wanted: number) => SERVED_WIDTHS.find((served) => served >= wanted) ?? SERVED_WIDTHS[SERVED_WIDTHS.length - 1];
    const [once, twice] = [covering(width), covering(width * 2)];
    const oneX = `${optimizedUrl(src, once)} 1x`;
    return { src: optimizedUrl(src, twice), srcSet: once === twice ? oneX : `${oneX}, ${optimizedUrl(src, twice)} 2x` };
  }
  // As getImageProps computes it (0.01, not / 100), so that the same float decides the same widths.
  const percents = sizes.match(/(^|\s)(1?\d?\d)vw/g)?.map(parseFloat);
  const narrowest = percents ? IMAGE_DEVICE_WIDTHS[0] * (Math.min(...percents) * 0.01) : 0;
  const candidates = SERVED_WIDTHS.filter((served) => served >= narrowest);
  const first = candidates.findIndex((served) => served >= width);
  const kept = first < 0 ? candidates : candidates.slice(0, first + 1);
  const shown = optimizedUrl(src, kept[kept.length - 1]);
  const widths = kept.join(',');
  return { src: shown, srcSet: srcSetOf(shown, widths), sizes, widths };
}
