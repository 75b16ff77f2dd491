import type { FastifyInstance } from 'fastify';
import { DEFAULT_LANG, type Lang } from '../features/cms';
import { getAffiliate, getAffiliatePage, getArticle, listAffiliates, listArticles } from '../features/content';
import type { AppContext } from './context';
import { errorResponses, langSchema } from './schemas';
import { affiliateSchema, articleSchema, articleSummarySchema, pagedSchema } from './gameSchemas';

const langQuery = { lang: { ...langSchema, default: DEFAULT_LANG } } as const;
const slugSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** News articles and affiliates, under /cms. */
export async function contentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get<{ Querystring: { lang: Lang; page: number } }>(
    '/blogs',
    {
      schema: {
        summary: 'News articles of one language, newest first, 10 per page',
        tags: ['content'],
        querystring: {
          type: 'object',
          properties: { ...langQuery, page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 } },
        },
        response: { 200: pagedSchema(articleSummarySchema), ...errorResponses },
      },
    },
    async (request) => listArticles(db, request.query.lang, request.query.page),
  );

  app.get<{ Params: { slug: string }; Querystring: { lang: Lang } }>(
    '/blogs/:slug',
    {
      schema: {
        summary: 'One news article with its HTML body (missing language: English, then Finnish); 404 when unknown',
        tags: ['content'],
        params: { type: 'object', properties: { slug: slugSchema } },
        querystring: { type: 'object', properties: langQuery },
        response: { 200: articleSchema, ...errorResponses },
      },
    },
    async (request) => getArticle(db, request.params.slug, request.query.lang),
  );

  app.get(
    '/affiliates',
    {
      schema: {
        summary: "Every affiliate (reference '1' is the default)",
        tags: ['content'],
        response: { 200: { type: 'array', items: affiliateSchema }, ...errorResponses },
      },
    },
    async () => listAffiliates(db),
  );

  app.get<{ Params: { slug: string } }>(
    '/affiliate/:slug',
    {
      schema: {
        summary: 'One affiliate by slug or reference; 404 when unknown',
        tags: ['content'],
        params: { type: 'object', properties: { slug: slugSchema } },
        response: { 200: affiliateSchema, ...errorResponses },
      },
    },
    async (request) => getAffiliate(db, request.params.slug),
  );

  app.get<{ Params: { id: number }; Querystring: { lang: Lang } }>(
    '/affiliate-pages/:id',
    {
      schema: {
        summary: 'An affiliate landing page in one language with its affiliate; 404 when unknown',
        tags: ['content'],
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 999999999 } } },
        querystring: { type: 'object', properties: langQuery },
        response: {
          200: {
            type: 'object',
            required: ['id', 'lang', 'title', 'bodyHtml', 'affiliate'],
            properties: {
              id: { type: 'integer' },
              lang: langSchema,
              title: { type: 'string' },
              bodyHtml: { type: 'string' },
              affiliate: affiliateSchema,
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => getAffiliatePage(db, request.params.id, request.query.lang),
  );
}
