/**
 * @jest-environment node
 */
/**
 * The thumbnails as the server renders them (a pre-rendered list page): next/image's srcset and
 * sizes already in the HTML, so the browser (and the pre-hydration loader) needs no script to pick
 * the optimizer's width; the first ones preloaded with the same choice.
 */
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { GAME_ART_SIZES } from '@/components/games/GameCard';
import { SmallImage } from '@/components/common/SmallImage';
import { Thumbnail } from '@/components/common/Thumbnail';
import { IMAGE_QUALITY } from '@/components/common/optimizedImage';
import { theme } from '@/styles/theme';

const ART = '/api/cms/thumbnails/gem-rush-92.webp';
const optimized = (width: number) => `/_next/image?url=${encodeURIComponent(ART)}&w=${width}&q=${IMAGE_QUALITY}`;

/** The first img of the HTML and the head's preload links, as the browser parses them. */
function parse(html: string) {
  const attributes = (tag: string) =>
    Object.fromEntries(
      [...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name.toLowerCase(), value.replace(/&amp;/g, '&')]),
    );
  return {
    image: attributes(html.match(/<img [^>]*>/)?.[0] ?? ''),
    preloads: [...html.matchAll(/<link rel="preload"[^>]*>/g)].map(([tag]) => attributes(tag)),
  };
}

const render = (node: React.ReactNode) => renderToString(<ThemeProvider theme={theme}>{node}</ThemeProvider>);

it("gives a game's artwork the optimizer's widths up to the art's own 800 px, with the tiles' sizes", () => {
  const { image, preloads } = parse(
    render(<Thumbnail src={ART} alt="Pelin Gem Rush kuva" width={800} height={600} sizes={GAME_ART_SIZES} priority />),
  );
  const srcset = [256, 384, 640, 750, 828].map((w) => `${optimized(w)} ${w}w`).join(', ');
  expect(image).toMatchObject({ srcset, sizes: GAME_ART_SIZES, src: optimized(828), alt: 'Pelin Gem Rush kuva', fetchpriority: 'high' });
  expect(image.loading).toBeUndefined();
  // Preloaded from the head with the same srcset and sizes: the preload is the image's own request.
  expect(preloads).toEqual([
    expect.objectContaining({ as: 'image', imagesrcset: srcset, imagesizes: GAME_ART_SIZES, fetchpriority: 'high' }),
  ]);
});

it('keeps a thumbnail below the first screen waiting, with its sizes and srcset widths for the lazy-load observer', () => {
  const { image, preloads } = parse(
    render(<Thumbnail src={ART} alt="Pelin Gem Rush kuva" width={800} height={600} sizes={GAME_ART_SIZES} />),
  );
  expect(image.src).toMatch(/^data:image\/gif/);
  // The srcset as its widths alone (each candidate is data-src at that width): the loaders expand it.
  expect(image['data-src']).toBe(optimized(828));
  expect(image['data-widths']).toBe('256,384,640,750,828');
  expect(image['data-srcset']).toBeUndefined();
  // sizes waits with the srcset (an img may carry sizes only with a srcset).
  expect(image['data-sizes']).toBe(GAME_ART_SIZES);
  expect(image.sizes).toBeUndefined();
  expect(image.srcset).toBeUndefined();
  expect(preloads).toEqual([]);
});

it("gives a search result's 48 px image the optimizer's 48 and 96 px (1× and 2×), and an SVG as it is", () => {
  expect(parse(render(<SmallImage src={ART} width={48} height={36} />)).image).toMatchObject({
    srcset: `${optimized(48)} 1x, ${optimized(96)} 2x`,
    src: optimized(96),
    loading: 'lazy',
  });
  const svg = parse(render(<SmallImage src="/api/cms/thumbnails/news/x.svg" width={48} height={36} />)).image;
  expect(svg.src).toBe('/api/cms/thumbnails/news/x.svg');
  expect(svg.srcset).toBeUndefined();
});
