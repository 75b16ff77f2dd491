import Image, { type ImageProps } from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_LAZY_MARGIN_PX } from '@/lib/constants';

/** A transparent pixel: the image box keeps its size while the picture is not loaded yet. */
const BLANK = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A thumbnail that loads when it comes within IMAGE_LAZY_MARGIN_PX of the viewport (the
 * browser's own lazy loading starts much further away, over a thousand pixels). Priority
 * images load at once.
 */
export function LazyImage({ src, priority, alt, ...rest }: ImageProps) {
  const [near, setNear] = useState(Boolean(priority));
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: `${IMAGE_LAZY_MARGIN_PX}px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return <Image ref={ref} {...rest} alt={alt} src={near ? src : BLANK} priority={priority} />;
}
