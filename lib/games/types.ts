/**
 * The games' data as the platform sends it, named from its OpenAPI document
 * (services/platform/openapi.ts): the catalogue, groups and suppliers (CMS), the menu, the
 * player's favourites and recent games, and a launch.
 */
import type { ApiResponse } from '@/services/platform/types';

/** A game of the catalogue; thumbnail is relative (/api/cms/thumbnails/{slug}.svg), release_date dd.mm.yyyy. */
export type Game = ApiResponse<'/cms/games/{id}', 'get'>;
/** A top-level or child game group with its titles. */
export type GameGroup = ApiResponse<'/cms/game-groups-translated', 'get'>[number];
export type GroupType = GameGroup['type'];
export type GameGroupWithGames = ApiResponse<'/cms/group', 'get'>;
export type Supplier = ApiResponse<'/cms/suppliers', 'get'>[number];
/** `/cms/games` answers an array of games, or with `page` one page of them. */
export type GamesAnswer = ApiResponse<'/cms/games', 'get'>;
export type GamesPage = Exclude<GamesAnswer, unknown[]>;

export type MenuItem = ApiResponse<'/menu', 'get'>['menu'][number];
/** A game of the player's favourites. */
export type FavouriteGame = ApiResponse<'/games/favourites', 'get'>['games'][number];
/** A game of the player's recent games, with lastPlayed. */
export type RecentGame = ApiResponse<'/games/RecentGames', 'get'>['games'][number];
/** A launched game: the slot's URL (relative: /api/sandbox/slot/<launchToken>) and its mode. */
export type GameLaunch = ApiResponse<'/game/real/{id}', 'get'>;
export type LaunchMode = GameLaunch['mode'];
