import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, langSchema } from '../../http/schemas';
import { DEFAULT_LANG } from '../cms/types';
import { gameSchema } from '../games/schemas';
import { search, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

/** GET /search at the root (the player API base, docs/product/api.md). */
export const searchPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
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
            additionalProperties: false,
            required: ['success', 'games', 'suppliers', 'tags', 'content', 'articles'],
            properties: {
              success: { type: 'boolean' },
              games: { type: 'array', items: gameSchema },
              suppliers: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['id', 'name', 'slug', 'friendly_name', 'game_count'],
                  properties: { id: int, name: str, slug: str, friendly_name: str, game_count: int },
                },
              },
              tags: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['slug', 'name', 'friendly_name', 'game_count'],
                  properties: { slug: str, name: str, friendly_name: str, game_count: int },
                },
              },
              content: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['slug', 'lang', 'title', 'friendly_name', 'description'],
                  properties: { slug: str, lang: langSchema, title: str, friendly_name: str, description: str },
                },
              },
              articles: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
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
        now: ctx.clock.now(),
      })),
    }),
  );
};
