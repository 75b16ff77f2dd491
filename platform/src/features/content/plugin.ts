import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, langSchema } from '../../http/schemas';
import { getAffiliate, getAffiliatePage, listAffiliates } from './affiliates';
import { getArticle, listArticles } from './blogs';
import { affiliateSchema, articleSchema, articleSummarySchema } from './schemas';
import { DEFAULT_LANG } from '../../langs';
import { pagedSchema } from '../games';

const langQuery = { lang: { ...langSchema, default: DEFAULT_LANG } } as const;
const slugSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** News articles and affiliates (registered under /cms). */
export const contentPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
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

  app.get(
    '/blogs/:slug',
    {
      schema: {
        summary: 'One news article with its HTML body (missing language: English, then Finnish); 404 when unknown',
        tags: ['content'],
        params: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
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

  app.get(
    '/affiliate/:slug',
    {
      schema: {
        summary: 'One affiliate by slug or reference; 404 when unknown',
        tags: ['content'],
        params: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
        response: { 200: affiliateSchema, ...errorResponses },
      },
    },
    async (request) => getAffiliate(db, request.params.slug),
  );

  app.get(
    '/affiliate-pages/:id',
    {
      schema: {
        summary: 'An affiliate landing page in one language with its affiliate; 404 when unknown',
        tags: ['content'],
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 999999999 } } },
        querystring: { type: 'object', properties: langQuery },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
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
};
