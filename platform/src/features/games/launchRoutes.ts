import type { FastifyInstance } from 'fastify';
import { addFavourite, listFavourites, recentGames, removeFavourite } from '../features/games/favourites';
import { getGameById } from '../features/games';
import { createLaunch, type LaunchMode } from '../features/games/slot';
import { AppError } from '../errors';
import type { AppContext } from './context';
import { gameSchema } from './gameSchemas';
import { postSchema } from './playerSchemas';
import { optionalSession, requireSession } from './playerSession';
import { errorResponses, langSchema } from './schemas';

const launchAnswer = {
  type: 'object',
  required: ['success', 'url', 'mode'],
  properties: { success: { type: 'boolean' }, url: { type: 'string', description: 'relative: /api/sandbox/slot/<launchToken>' }, mode: { type: 'string', enum: ['real', 'demo'] } },
} as const;

const gamesAnswer = (game: Record<string, unknown>) => ({
  type: 'object',
  required: ['success', 'games'],
  properties: { success: { type: 'boolean' }, games: { type: 'array', items: game } },
});

const recentGameSchema = {
  ...gameSchema,
  required: [...gameSchema.required, 'lastPlayed'],
  properties: { ...gameSchema.properties, lastPlayed: { type: 'integer', description: 'epoch ms of the latest real-money round' } },
};

/** Game launch (real and demo) into the sandbox slot, favourites and recently played games. */
export async function gameLaunchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;
  const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } } as const;

  const launch = (mode: LaunchMode) =>
    app.get<{ Params: { id: number }; Querystring: { lang?: 'fi' | 'et' | 'en' } }>(
      `/game/${mode}/:id`,
      {
        schema: {
          summary:
            mode === 'real'
              ? 'Launch a game with real money (session required): 131 unknown, 132 disabled'
              : 'Launch a game in demo mode with play money: 131 unknown or without demo, 132 disabled',
          tags: ['games'],
          params: idParams,
          querystring: { type: 'object', properties: { lang: langSchema } },
          response: { 200: launchAnswer, ...errorResponses },
        },
      },
      async (request) => {
        const session = mode === 'real' ? await requireSession(ctx, request) : await optionalSession(ctx, request);
        if (!ctx.sandboxEnabled) throw new AppError(100, 'The sandbox game server is disabled', { status: 503 });
        const game = await getGameById(db, request.params.id);
        let lang = request.query.lang;
        if (!lang && session) {
          const p = await db.selectFrom('player').select('language').where('id', '=', session.playerId).executeTakeFirst();
          lang = (p?.language as 'fi') ?? 'fi';
        }
        const token = await createLaunch(db, game, mode, mode === 'real' && session ? session.playerId : null, lang ?? 'fi', ctx.accounts.now());
        return { success: true, url: `${ctx.accounts.publicPath}/sandbox/slot/${encodeURIComponent(token)}`, mode };
      },
    );
  launch('real');
  launch('demo');

  app.get(
    '/games/favourites',
    { schema: { summary: "The player's favourite games", tags: ['games'], response: { 200: gamesAnswer(gameSchema), ...errorResponses } } },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, games: await listFavourites(db, playerId) };
    },
  );

  for (const action of ['add', 'remove'] as const) {
    app.post<{ Body: { gameId: number } }>(
      `/games/favourites/${action}`,
      {
        schema: postSchema(
          `${action === 'add' ? 'Add a favourite game' : 'Remove a favourite game'} (idempotent; 131 unknown game); answers the favourites`,
          { type: 'object', required: ['gameId'], properties: { gameId: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
          gamesAnswer(gameSchema),
          ['games'],
        ),
      },
      async (request) => {
        const { playerId } = await requireSession(ctx, request);
        if (action === 'add') await addFavourite(db, playerId, request.body.gameId, ctx.accounts.now());
        else await removeFavourite(db, playerId, request.body.gameId);
        return { success: true, games: await listFavourites(db, playerId) };
      },
    );
  }

  app.get(
    '/games/RecentGames',
    {
      schema: {
        summary: 'Games of the latest real-money rounds (distinct, newest first, at most 20) with lastPlayed',
        tags: ['games'],
        response: { 200: gamesAnswer(recentGameSchema), ...errorResponses },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, games: await recentGames(db, playerId) };
    },
  );
}
