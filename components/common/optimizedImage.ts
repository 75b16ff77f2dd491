import { getImageProps } from 'next/image';
import { IMAGE_QUALITY } from '@/lib/constants';

/** What an img needs to show an image through the image optimizer. */
export interface OptimizedImage {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * An image through next/image's optimizer (/_next/image?url=&w=&q=, quality 75, the widths of
 * next.config's images), as getImageProps gives it, for a plain img: src, srcset and sizes. With
 * `sizes`, the srcset holds the configured widths up to the first one that covers the image's own
 * width (the optimizer never enlarges, so wider entries would be the same picture); without it, 1×
 * and 2× of `width`. An SVG comes as it is, without srcset (dangerouslyAllowSVG is off).
 * Thumbnail.tsx calls it on the server and loads it in the browser only when needed.
 */
export function optimizedImage(src: string, width: number, height: number, sizes?: string): OptimizedImage {
  const { props } = getImageProps({ src, alt: '', width, height, sizes, quality: IMAGE_QUALITY });
  if (!props.srcSet || !sizes) return { src: props.src, srcSet: props.srcSet, sizes: props.sizes };
  const candidates = props.srcSet.split(', ').map((candidate) => {
    const at = candidate.lastIndexOf(' ');
    return { url: candidate.slice(0, at), width: Number.parseInt(candidate.slice(at + 1), 10) };
  });
  const covering = candidates.findIndex((candidate) => candidate.width >= width);
  const kept = covering < 0 ? candidates : candidates.slice(0, covering + 1);
  return {
    src: kept[kept.length - 1].url,
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.width}w`).join(', '),
    sizes: props.sizes,
  };
}
