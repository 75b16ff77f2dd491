/** CMS games calls (docs/product/api.md): games, groups, suppliers. */
import type { Locale } from '@/lib/routes';
import { asArray, asPaged, cmsGet, cmsGetOrThrow, isRecord, type Paged } from '@/services/cmsClient';
import type { Game, GameGroup, GameGroupWithGames, GroupType, Supplier } from './types';

/** All enabled games, one page (pageSize 1..100). */
export async function getGamesPage(page: number, pageSize = 24): Promise<Paged<Game> | null> {
  return asPaged<Game>(await cmsGet('/games', { page, pageSize }));
}

export async function getAllGames(): Promise<Game[]> {
  return asArray<Game>(await cmsGet('/games'));
}

/** One game by its catalogue slug (also a disabled one); null when unknown. */
export async function getGameBySlug(slug: string): Promise<Game | null> {
  return asArray<Game>(await cmsGet('/games', { slug }))[0] ?? null;
}

/** Top-level groups (slots groups and the live casino parent). */
export async function getGroups(lang: Locale, type?: GroupType): Promise<GameGroup[]> {
  return asArray<GameGroup>(await cmsGet('/game-groups-translated', { lang, type }));
}

/** Child groups of a parent (slug or id). */
export async function getChildGroups(lang: Locale, parent: string | number, type?: GroupType): Promise<GameGroup[]> {
  return asArray<GameGroup>(await cmsGet('/child-game-groups-translated', { lang, parent, type }));
}

/**
 * A group with its games (slug or id); null when unknown, and when the call failed unless
 * `orThrow` (a pre-rendered group page: a failed call must not be kept as "not found").
 */
export async function getGroup(idOrSlug: string | number, lang: Locale, { orThrow = false } = {}): Promise<GameGroupWithGames | null> {
  const params = { slug: idOrSlug, lang };
  const data = await (orThrow ? cmsGetOrThrow<unknown>('/group', params) : cmsGet<unknown>('/group', params));
  if (!isRecord(data) || typeof data.id !== 'number') return null;
  return { ...(data as unknown as GameGroup), games: asArray<Game>(data.games) };
}

/** Groups with their first `limit` games. */
export async function getGamesInGroups(lang: Locale, type: GroupType, limit: number): Promise<GameGroupWithGames[]> {
  return asArray<GameGroupWithGames>(await cmsGet('/games-in-groups', { lang, type, limit }));
}

/** The game suppliers; a failed call gives none, or with `orThrow` (a provider page, 404 when unknown) throws. */
export async function getSuppliers({ orThrow = false } = {}): Promise<Supplier[]> {
  return asArray<Supplier>(await (orThrow ? cmsGetOrThrow('/suppliers') : cmsGet('/suppliers')));
}

/** Games of a supplier (id, slug or name). */
export async function getProviderGames(provider: string | number): Promise<Game[]> {
  return asArray<Game>(await cmsGet('/provider', { name: provider }));
}
