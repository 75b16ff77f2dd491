import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError, ErrorCode } from '../../errors';
import { cachedAnswer } from '../../http/cachedAnswer';
import type { AppContext, FeaturePlugin } from '../../http/context';
import { getSchema, langSchema, postSchema } from '../../http/schemas';
import { addFavourite, listFavourites, recentGames, removeFavourite } from './favourites';
import { getGameById } from './catalogue';
import { gamesAnswerSchema, launchAnswerSchema, recentGamesAnswerSchema } from './schemas';
import { createLaunch, type LaunchMode } from './slot';
import { NEW_GAME_WINDOW_MS, type Game } from './types';
import { getPlayer, optionalPlayer } from '../accounts';
import type { Lang } from '../../langs';
import { assertPlayAllowed } from '../limits';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

const launchSchema = (mode: LaunchMode) =>
  ({
    ...getSchema(
      mode === 'real'
        ? 'Launch a game with real money (session required): 131 unknown, 132 disabled (503 when no game server is mounted: the sandbox is off), 238 self-excluded, 258 register not reachable, 217 in a cool-off (all before a launch URL is given)'
        : 'Launch a game in demo mode with play money: 131 unknown or without demo, 132 disabled (503 when no game server is mounted: the sandbox is off)',
      launchAnswerSchema,
      ['games'],
    ),
    params: idParams,
    querystring: { type: 'object', properties: { lang: langSchema } },
  }) as const;

/** The slot URL of a new launch; the language falls back to the player's, then Finnish. */
async function launchUrl(
  ctx: AppContext,
  gameId: number,
  mode: LaunchMode,
  playerId: number | null,
  lang: Lang | undefined,
): Promise<string> {
  const { db } = ctx.database;
  const now = ctx.clock.now();
  const game = await getGameById(db, now, gameId);
  // The sandbox slot is every game's server; without it (src/plugins.ts) no game can be played.
  if (!ctx.sandboxEnabled) throw new AppError(ErrorCode.GAME_DISABLED, 'No game server is mounted (the sandbox is off)', { status: 503 });
  // Real money: the launch door (register 238/258, cool-off 217) before any token is made.
  if (mode === 'real' && playerId !== null) await assertPlayAllowed(db, 'launch', playerId, now);
  if (!lang && playerId !== null) {
    lang = ((await getPlayer(db, playerId))?.language as Lang | undefined) ?? 'fi';
  }
  const token = await createLaunch(db, game, mode, mode === 'real' ? playerId : null, lang ?? 'fi', now);
  return `${ctx.accounts.publicPath}/sandbox/slot/${encodeURIComponent(token)}`;
}

/** Demo launch: no session needed (with one, the player's language is the default). */
export const demoLaunchRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  app.get('/game/demo/:id', { schema: launchSchema('demo') }, async (request) => {
    const session = await optionalPlayer(ctx, request);
    const url = await launchUrl(ctx, request.params.id, 'demo', session?.playerId ?? null, request.query.lang);
    return { success: true, url, mode: 'demo' as const };
  });
};

/** When time alone next changes a list's is_new flags: a game's release, or the end of its "new" window. */
function newFlagsChangeAt(games: Game[], now: number): number {
  let at = Infinity;
  for (const g of games) {
    const release = g.release_timestamp;
    if (now < release) at = Math.min(at, release);
    else if (now < release + NEW_GAME_WINDOW_MS) at = Math.min(at, release + NEW_GAME_WINDOW_MS);
  }
  return at;
}

/** Real-money launch, favourites and recently played games (a player scope). */
export const playerGameRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get('/game/real/:id', { schema: launchSchema('real') }, async (request) => {
    const url = await launchUrl(ctx, request.params.id, 'real', request.player.playerId, request.query.lang);
    return { success: true, url, mode: 'real' as const };
  });

  // Polled answers (http/answerCache.ts): the player's own requests (a spin, a favourite) and the admin change them.
  app.get(
    '/games/favourites',
    { schema: getSchema("The player's favourite games", gamesAnswerSchema, ['games']) },
    async (request, reply) =>
      cachedAnswer(ctx, request, reply, 'favourites', async (now) => {
        const games = await listFavourites(db, now, request.player.playerId);
        return { answer: { success: true, games }, validUntil: newFlagsChangeAt(games, now) };
      }),
  );

  for (const action of ['add', 'remove'] as const) {
    app.post(
      `/games/favourites/${action}`,
      {
        schema: postSchema(
          `${action === 'add' ? 'Add a favourite game' : 'Remove a favourite game'} (idempotent; 131 unknown game); answers the favourites`,
          { type: 'object', required: ['gameId'], properties: { gameId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
          gamesAnswerSchema,
          ['games'],
        ),
      },
      async (request) => {
        const { playerId } = request.player;
        const now = ctx.clock.now();
        if (action === 'add') await addFavourite(db, playerId, request.body.gameId, now);
        else await removeFavourite(db, playerId, request.body.gameId);
        return { success: true, games: await listFavourites(db, now, playerId) };
      },
    );
  }

  app.get(
    '/games/RecentGames',
    {
      schema: getSchema(
        'Games of the latest real-money rounds (distinct, newest first, at most 20) with lastPlayed',
        recentGamesAnswerSchema,
        ['games'],
      ),
    },
    async (request, reply) =>
      cachedAnswer(ctx, request, reply, 'recentGames', async (now) => {
        const games = await recentGames(db, now, request.player.playerId);
        return { answer: { success: true, games }, validUntil: newFlagsChangeAt(games, now) };
      }),
  );
};
