import fs from 'node:fs';
import path from 'node:path';

/**
 * The platform's copy of the site's variant-suffix rule (lib/games/suffix.ts `displayName`; the
 * lint boundary keeps the site and the platform from importing each other). The list is the seed's
 * own (seed/games/suffixed-slugs.json): the ten slugs whose name ends in Low, 92 or dx2 show the name
 * without it wherever the platform draws a game's name for the player (thumbnails, the slot page).
 * Read from platform/seed at start (not imported): platform/dist mirrors platform/src, so the
 * built platform reads the same file as the sources.
 */
const suffixed = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../seed/games/suffixed-slugs.json'), 'utf8')) as {
  slugs: string[];
  suffixes: string[];
};
const SLUGS = new Set(suffixed.slugs.map((slug) => slug.toLowerCase()));
const NAME_SUFFIX = new RegExp(`\\s+(${suffixed.suffixes.join('|')})$`, 'i');

/** 'Book of Sand Low' (slug book-of-sand-low) → 'Book of Sand'; other games unchanged. */
export function displayGameName(name: string, slug: string): string {
  return SLUGS.has(slug.toLowerCase()) ? name.replace(NAME_SUFFIX, '').trim() : name;
}
