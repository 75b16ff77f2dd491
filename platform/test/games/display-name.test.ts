import { displayGameName } from '../../src/features/games/displayName';

// The platform's copy of the site's suffix rule (lib/games/suffix.ts): thumbnails and the slot page.
describe('game names without their variant suffix', () => {
  it.each([
    ['Book of Sand Low', 'book-of-sand-low', 'Book of Sand'],
    ['Gem Rush 92', 'gem-rush-92', 'Gem Rush'],
    ['Star Fruits Dx2', 'star-fruits-dx2', 'Star Fruits'],
  ])('%s is shown as its name without the suffix', (name, slug, shown) => {
    expect(displayGameName(name, slug)).toBe(shown);
  });

  it('leaves games off the list alone, even when their name ends like a suffix', () => {
    expect(displayGameName('Mega 92', 'mega-92')).toBe('Mega 92');
    expect(displayGameName('Kuldne Mäng', 'kuldne-mang')).toBe('Kuldne Mäng');
  });
});
