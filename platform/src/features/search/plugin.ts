import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, langSchema } from '../../http/schemas';
import { searchAnswerSchema } from './schemas';
import { search, SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from './search';
import { DEFAULT_LANG } from '../../langs';

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
        response: { 200: searchAnswerSchema, ...errorResponses },
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
