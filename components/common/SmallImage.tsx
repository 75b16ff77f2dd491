import { handOver, optimizedOnServer, WAITING_SRC } from './waitingImage';

/** Ref of a small image rendered in the browser: its srcset and src come at once, the browser's lazy loading does the rest. */
const loadAtOnce = (image: HTMLImageElement | null) => handOver(image, true);

/**
 * A small decorative image in a fixed box (a search result's 48 × 36): through the optimizer at
 * its width and twice that (1× and 2× screens), loaded by the browser's own lazy loading. Rendered
 * in the browser, it waits for its srcset from thumbnailLoading's chunk (waitingImage.ts).
 */
export function SmallImage({ src, width, height }: { src: string; width: number; height: number }) {
  const optimized = optimizedOnServer?.(src, width);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- next/image's attributes on a plain img (optimizedImage)
    <img
      {...(optimized ? { srcSet: optimized.srcSet, src: optimized.src } : { src: WAITING_SRC, 'data-src': src, ref: loadAtOnce })}
      alt=""
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      suppressHydrationWarning
    />
  );
}
