/**
 * Variant suffixes (docs/product/constants.md): ten game slugs carry a Low, 92 or dx2 suffix that the site
 * strips from the displayed name and from the slug in links. The list is a copy of
 * platform/seed/games/suffixed-slugs.json (the site may not import platform code); keep them equal.
 * None of these games has an unsuffixed twin, so a stripped slug maps back to exactly one game.
 */
const SUFFIXES = ['low', '92', 'dx2'] as const;

export const SUFFIXED_SLUGS: readonly string[] = [
  'book-of-sand-low',
  'gem-rush-92',
  'star-fruits-dx2',
  'viking-harbour-low',
  'lucky-lanterns-92',
  'frozen-crowns-dx2',
  'mystic-orchard-low',
  'royal-sevens-92',
  'wild-comets-dx2',
  'sunken-temple-low',
];

const SLUG_SUFFIX = new RegExp(`-(${SUFFIXES.join('|')})$`, 'i');
const NAME_SUFFIX = new RegExp(`\\s+(${SUFFIXES.join('|')})$`, 'i');

function isSuffixedSlug(slug: string): boolean {
  return SUFFIXED_SLUGS.includes(slug.toLowerCase());
}

/** The slug shown in links: 'book-of-sand-low' → 'book-of-sand'; other slugs unchanged. */
export function displaySlug(slug: string): string {
  return isSuffixedSlug(slug) ? slug.replace(SLUG_SUFFIX, '') : slug;
}

/** The slug a catalogue name has ('Book of Sand Low' → 'book-of-sand-low'), for answers that carry no slug. */
const slugOfName = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The name shown for a game: 'Book of Sand Low' → 'Book of Sand' when its slug is on the list.
 * Without a slug (a transaction row names only the game) the name's own slug form is looked up.
 * Every place on the site that shows a game's name goes through this.
 */
export function displayName(name: string, slug: string = slugOfName(name)): string {
  return isSuffixedSlug(slug) ? name.replace(NAME_SUFFIX, '').trim() : name;
}

/** The catalogue slug behind a slug from a link: 'book-of-sand' → 'book-of-sand-low'; others unchanged. */
export function catalogueSlug(slug: string): string {
  const lower = slug.toLowerCase();
  return SUFFIXED_SLUGS.find((suffixed) => suffixed.replace(SLUG_SUFFIX, '') === lower) ?? slug;
}
