import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';

type ThumbnailProps = Omit<ImageProps, 'loading' | 'width' | 'height' | 'alt'> & { alt: string; width: number; height: number };

/**
 * A card's thumbnail. Its box has the image's aspect ratio before anything loads, so nothing
 * moves when it arrives. The first visible ones (`priority`) load at once; the others are
 * requested when they come within the lazy-load margin of the viewport (docs/product/constants.md),
 * which the browser's own lazy loading does not let a page choose.
 */
export function Thumbnail({ priority = false, alt, width, height, ...image }: ThumbnailProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  // Without IntersectionObserver (old browsers, jsdom) every thumbnail loads at once.
  const canObserve = useSyncExternalStore(subscribeToNothing, () => typeof IntersectionObserver !== 'undefined', () => true);
  const show = priority || near || !canObserve;

  useEffect(() => {
    const element = box.current;
    if (show || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [show]);

  return (
    <span
      ref={box}
      className="thumbnail"
      style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
      // Until the image is there, the box stands for it (named like the image, or hidden when decorative).
      {...(show ? {} : alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {show && <Image {...image} alt={alt} width={width} height={height} priority={priority} />}
    </span>
  );
}

const subscribeToNothing = () => () => undefined;
