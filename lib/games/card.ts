/** What a game card shows, and a game trimmed to it. */
import { isNewGame } from '@/lib/games/newGame';
import type { Game } from '@/lib/games/types';

/**
 * What a game card shows. The listing pages' props carry only this (page-data budget): the name
 * to show, and `isNew` decided when the page is rendered (pages are regenerated every minute; the
 * label changes by the day). A full Game (the player's lists in the store) also fits.
 */
export type GameCardData = Pick<Game, 'id' | 'slug' | 'name' | 'thumbnail' | 'supplier'> &
  Partial<Pick<Game, 'friendly_name' | 'release_date'>> & { isNew?: boolean };

/** A game trimmed to its card's fields. */
export function toCard(game: Game): GameCardData {
  const { id, slug, thumbnail, supplier } = game;
  const card: GameCardData = {
    id,
    slug,
    name: game.friendly_name || game.name,
    thumbnail,
    supplier: { id: supplier.id, name: supplier.name, slug: supplier.slug },
  };
  if (isNewGame(game.release_date)) card.isNew = true;
  return card;
}
