import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { cachedAnswer } from '../../http/cachedAnswer';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, langSchema } from '../../http/schemas';
import { getMaintenance } from './maintenance';
import { findPages, listPageSlugs } from './pages';
import { getSiteSettings } from './siteSettings';
import { contentAdminRoutes } from './contentAdminRoutes';
import { maintenanceAdminRoutes } from './maintenanceAdminRoutes';
import { maintenanceResponseSchema, pageSchema } from './schemas';
import { DEFAULT_LANG } from '../../langs';

const slugSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** CMS API, mounted under /cms (the site calls /api/cms/..., rewritten to /cms/...). */
const cmsRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
    '/site-settings',
    {
      schema: {
        summary: 'Footer HTML, popups and maintenance banner texts for one language',
        tags: ['cms'],
        querystring: {
          type: 'object',
          properties: { lang: { ...langSchema, default: DEFAULT_LANG } },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'lang', 'footerHtml', 'popups', 'maintenanceBanner'],
            properties: {
              success: { type: 'boolean' },
              lang: langSchema,
              footerHtml: { type: 'string' },
              popups: {
                type: 'array',
                items: {
                  type: 'object',
                  additionalProperties: false,
                  required: ['id', 'title', 'bodyHtml'],
                  properties: {
                    id: { type: 'string' },
                    title: { type: 'string' },
                    bodyHtml: { type: 'string' },
                  },
                },
              },
              maintenanceBanner: {
                type: 'object',
                additionalProperties: false,
                properties: {
                  fi: { type: 'string' },
                  et: { type: 'string' },
                  en: { type: 'string' },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const settings = await getSiteSettings(db, request.query.lang);
      return { success: true, ...settings };
    },
  );

  app.get(
    '/maintenance',
    {
      schema: {
        summary: 'Maintenance mode and service disruption state (polled every 60 s)',
        tags: ['cms'],
        response: { 200: maintenanceResponseSchema, ...errorResponses },
      },
    },
    // Only the sandbox admin changes it (http/answerCache.ts drops every answer then).
    async (request, reply) =>
      cachedAnswer(
        ctx,
        request,
        reply,
        'maintenance',
        async () => ({ answer: { success: true, ...(await getMaintenance(db)) }, validUntil: Infinity }),
        'everyone',
      ),
  );

  app.get(
    '/pages',
    {
      schema: {
        summary: 'CMS pages filtered by slug and language (an empty array when none match)',
        tags: ['cms'],
        querystring: {
          type: 'object',
          properties: { slug: slugSchema, lang: langSchema },
        },
        response: { 200: { type: 'array', items: pageSchema }, ...errorResponses },
      },
    },
    async (request) => findPages(db, { slug: request.query.slug, lang: request.query.lang }),
  );

  app.get(
    '/pages/slugs',
    {
      schema: {
        summary: 'Slug and language of every CMS page',
        tags: ['cms'],
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['slug', 'lang'],
              properties: { slug: { type: 'string' }, lang: langSchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async () => listPageSlugs(db),
  );
};

/** CMS: pages, site settings, maintenance (and their sandbox admin). */
export const cmsPlugin: FeaturePlugin = async (app, options) => {
  await app.register(cmsRoutes, { ...options, prefix: '/cms' });
  await app.register(maintenanceAdminRoutes, { ...options, prefix: '/sandbox/admin' });
  await app.register(contentAdminRoutes, { ...options, prefix: '/sandbox/admin' });
};
