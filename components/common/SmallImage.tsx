import { optimizedImage } from './optimizedImage';

/**
 * A small decorative image in a fixed box (a search result's 48 × 36): through the optimizer at
 * its width and twice that (1× and 2× screens), loaded by the browser's own lazy loading. Apart
 * from Thumbnail, whose observer the search list does not need.
 */
export function SmallImage({ src, width, height }: { src: string; width: number; height: number }) {
  const optimized = optimizedImage(src, width);
  // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes on a plain img (optimizedImage)
  return <img srcSet={optimized.srcSet} src={optimized.src} alt="" width={width} height={height} loading="lazy" decoding="async" />;
}
