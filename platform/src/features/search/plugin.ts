import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, type Lang } from '../features/cms';
import { search, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../features/search/search';
import type { AppContext } from './context';
import { errorResponses, langSchema } from './schemas';
import { gameSchema } from './gameSchemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** GET /search at the root (the player API base, SPEC section 7). */
export async function searchRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get<{ Querystring: { keyword: string; lang: Lang; gameProvider?: string } }>(
    '/search',
    {
      schema: {
        summary:
          'Games (at most 20), suppliers, tags, CMS pages and news articles matching the keyword, ' +
          'case- and accent-insensitive, exact and prefix matches first',
        tags: ['games'],
        querystring: {
          type: 'object',
          required: ['keyword'],
          properties: {
            keyword: { type: 'string', minLength: SEARCH_MIN_LENGTH, maxLength: SEARCH_MAX_LENGTH },
            lang: { ...langSchema, default: DEFAULT_LANG },
            gameProvider: { type: 'string', maxLength: 100, description: 'supplier id, slug or name' },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['success', 'games', 'suppliers', 'tags', 'content', 'articles'],
            properties: {
              success: { type: 'boolean' },
              games: { type: 'array', items: gameSchema },
              suppliers: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'name', 'slug', 'friendly_name', 'game_count'],
                  properties: { id: int, name: str, slug: str, friendly_name: str, game_count: int },
                },
              },
              tags: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['slug', 'name', 'friendly_name', 'game_count'],
                  properties: { slug: str, name: str, friendly_name: str, game_count: int },
                },
              },
              content: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['slug', 'lang', 'title', 'friendly_name', 'description'],
                  properties: { slug: str, lang: langSchema, title: str, friendly_name: str, description: str },
                },
              },
              articles: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['slug', 'title', 'friendly_name', 'thumbnail', 'date_parsed'],
                  properties: { slug: str, title: str, friendly_name: str, thumbnail: str, date_parsed: str },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      success: true,
      ...(await search(db, {
        keyword: request.query.keyword,
        lang: request.query.lang,
        gameProvider: request.query.gameProvider,
      })),
    }),
  );
}
