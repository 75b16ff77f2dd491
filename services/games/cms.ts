/** CMS games calls (docs/product/api.md): games, groups, suppliers. */
import type { Locale } from '@/lib/routes';
import { asPage, cmsGet, cmsGetOrThrow } from '@/services/cmsClient';
import type { Game, GameGroup, GameGroupWithGames, GamesAnswer, GamesPage, GroupType, Supplier } from '@/lib/games/types';

/** All enabled games, one page (pageSize 1..100). */
export async function getGamesPage(page: number, pageSize = 24): Promise<GamesPage | null> {
  const data = await cmsGet('/cms/games', { page, pageSize });
  return asPage(data && !Array.isArray(data) ? data : null);
}

const gameList = (data: GamesAnswer | null): Game[] => (Array.isArray(data) ? data : []);

export async function getAllGames(): Promise<Game[]> {
  return gameList(await cmsGet('/cms/games'));
}

/** One game by its catalogue slug (also a disabled one); null when unknown. */
export async function getGameBySlug(slug: string): Promise<Game | null> {
  return gameList(await cmsGet('/cms/games', { slug }))[0] ?? null;
}

/** Top-level groups (slots groups and the live casino parent). */
export async function getGroups(lang: Locale, type?: GroupType): Promise<GameGroup[]> {
  return (await cmsGet('/cms/game-groups-translated', { lang, type })) ?? [];
}

/** Child groups of a parent (slug or id). */
export async function getChildGroups(lang: Locale, parent: string | number, type?: GroupType): Promise<GameGroup[]> {
  return (await cmsGet('/cms/child-game-groups-translated', { lang, parent: String(parent), type })) ?? [];
}

/**
 * A group with its games (slug or id); null when unknown, and when the call failed unless
 * `orThrow` (a pre-rendered group page: a failed call must not be kept as "not found").
 */
export async function getGroup(idOrSlug: string | number, lang: Locale, { orThrow = false } = {}): Promise<GameGroupWithGames | null> {
  const query = { slug: String(idOrSlug), lang };
  return orThrow ? cmsGetOrThrow('/cms/group', query) : cmsGet('/cms/group', query);
}

/** Groups with their first `limit` games. */
export async function getGamesInGroups(lang: Locale, type: GroupType, limit: number): Promise<GameGroupWithGames[]> {
  return (await cmsGet('/cms/games-in-groups', { lang, type, limit })) ?? [];
}

/** The game suppliers; a failed call gives none, or with `orThrow` (a provider page, 404 when unknown) throws. */
export async function getSuppliers({ orThrow = false } = {}): Promise<Supplier[]> {
  return (await (orThrow ? cmsGetOrThrow('/cms/suppliers') : cmsGet('/cms/suppliers'))) ?? [];
}

/** Games of a supplier (id, slug or name). */
export async function getProviderGames(provider: string | number): Promise<Game[]> {
  return (await cmsGet('/cms/provider', { name: String(provider) })) ?? [];
}
