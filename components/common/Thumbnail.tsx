import { useEffect, useRef, useState, useSyncExternalStore, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { LAZY_LOAD_MARGIN_PX } from '@/lib/constants';

type ThumbnailProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'loading' | 'width' | 'height' | 'alt' | 'src'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** One of the first visible images: requested at once, with high priority. */
  priority?: boolean;
};

/**
 * A card's thumbnail. Its box has the image's aspect ratio before anything loads, so nothing
 * moves when it arrives. The first visible ones (`priority`) load at once (and are preloaded from
 * the document's head); the others are requested when they come within the lazy-load margin of
 * the viewport (docs/product/constants.md), which the browser's own lazy loading does not let a
 * page choose. A plain img: the thumbnails are the platform's SVGs, which are served as they are
 * (next.config.ts), so next/image would add only its code to the page.
 */
export function Thumbnail({ priority = false, alt, width, height, src, ...image }: ThumbnailProps) {
  const box = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  // Without IntersectionObserver (old browsers, jsdom) every thumbnail loads at once.
  const canObserve = useSyncExternalStore(subscribeToNothing, () => typeof IntersectionObserver !== 'undefined', () => true);
  const show = priority || near || !canObserve;
  if (priority) preload(src, { as: 'image', fetchPriority: 'high' });

  useEffect(() => {
    const element = box.current;
    if (show || !element) return undefined;
    return whenNear(element, () => setNear(true));
  }, [show]);

  return (
    <span
      ref={box}
      className="thumbnail"
      style={{ display: 'block', aspectRatio: `${width} / ${height}` }}
      // Until the image is there, the box stands for it (named like the image, or hidden when decorative).
      {...(show ? {} : alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {show && (
        // eslint-disable-next-line @next/next/no-img-element -- see above: SVGs served as they are
        <img {...image} src={src} alt={alt} width={width} height={height} decoding="async" loading={priority ? undefined : 'lazy'} fetchPriority={priority ? 'high' : undefined} />
      )}
    </span>
  );
}

const subscribeToNothing = () => () => undefined;

/*
 * One observer for every thumbnail still waiting (an observer each cost a hundred of them in the
 * effects right after the home page's hydration).
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | null = null;

/** Calls `onNear` once the element is within the lazy-load margin of the viewport; returns the cancel. */
function whenNear(element: Element, onNear: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const run = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        run?.();
      }
    },
    { rootMargin: `${LAZY_LOAD_MARGIN_PX}px` },
  );
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
