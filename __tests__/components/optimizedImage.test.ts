/**
 * @jest-environment node
 */
/**
 * The optimizer's attributes the site writes itself (server and browser alike, without next/image's
 * code) are next/image's own: getImageProps with next.config's images, for the same image, layout
 * sizes and quality. Its srcset is cut after the first width that covers the image's own width
 * (the optimizer never enlarges, so the wider ones would be the same picture).
 */
import { getImageProps } from 'next/image';
import { GAME_ART_SIZES } from '@/components/games/GameCard';
import { IMAGE_QUALITY, optimizedImage } from '@/components/common/optimizedImage';

const ART = '/api/cms/thumbnails/gem-rush-92.webp';

/** next/image's attributes, with a `w`-srcset cut after its first candidate as wide as the image. */
function nextImage(src: string, width: number, sizes?: string) {
  const { props } = getImageProps({ src, alt: '', width, height: Math.round((width * 3) / 4), sizes, quality: IMAGE_QUALITY });
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

const written = (src: string, width: number, sizes?: string) => {
  const { src: shown, srcSet, sizes: layout } = optimizedImage(src, width, sizes);
  return { src: shown, srcSet, sizes: layout };
};

it.each([
  ['a game tile (the art is 800 px, laid out by GAME_ART_SIZES)', ART, 800, GAME_ART_SIZES],
  ['a full-width picture', ART, 1600, '100vw'],
  ['a picture wider than every served width', ART, 5000, '(min-width: 1024px) 50vw, 100vw'],
  ['a picture laid out in pixels only (no vw: every served width)', ART, 400, '(min-width: 768px) 300px, 200px'],
  ['a narrow share of the screen', ART, 400, '5vw'],
  ['an image narrower than the narrowest width its layout asks', ART, 100, '50vw'],
  ['an address with characters to encode', '/api/cms/thumbnails/ä b&c.webp', 800, GAME_ART_SIZES],
])('writes what next/image writes for %s', (_case, src, width, sizes) => {
  expect(written(src, width, sizes)).toEqual(nextImage(src, width, sizes));
});

it.each([
  ['a search result (48 px box)', 48],
  ['a 400 px box', 400],
  ['a box whose 2× passes every served width', 3000],
  ['a box wider than every served width', 5000],
])('writes 1× and 2× as next/image does without sizes: %s', (_case, width) => {
  expect(written(ART, width)).toEqual(nextImage(ART, width));
});

it('shows an SVG as it is, as next/image does (the optimizer takes none)', () => {
  const svg = '/api/cms/thumbnails/news/jackpots.svg';
  expect(written(svg, 400, GAME_ART_SIZES)).toEqual(nextImage(svg, 400, GAME_ART_SIZES));
  expect(optimizedImage(svg, 400, GAME_ART_SIZES)).toEqual({ src: svg });
});

it("names a tile's srcset by its widths alone, each candidate the optimizer's src at that width", () => {
  const { srcSet, widths, src } = optimizedImage(ART, 800, GAME_ART_SIZES);
  expect(widths).toBe('256,384,640,750,828');
  const at = (width: string) => src.replace(/([?&]w=)\d+/, `$1${width}`);
  expect(srcSet).toBe(
    (widths ?? '')
      .split(',')
      .map((width) => `${at(width)} ${width}w`)
      .join(', '),
  );
  expect(optimizedImage(ART, 48).widths).toBeUndefined();
});
