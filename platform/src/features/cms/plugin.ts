import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LANG,
  findPages,
  getMaintenance,
  getSiteSettings,
  listPageSlugs,
  type Lang,
} from '../features/cms';
import type { AppContext } from './context';
import { errorResponses, langSchema } from './schemas';

const perLang = {
  type: 'object',
  required: ['fi', 'et', 'en'],
  properties: { fi: { type: 'string' }, et: { type: 'string' }, en: { type: 'string' } },
} as const;

const noticeSchema = {
  type: 'object',
  required: ['active', 'messages'],
  properties: { active: { type: 'boolean' }, messages: perLang },
} as const;

/** GET /cms/maintenance and the sandbox admin switch answer this shape. */
export const maintenanceResponseSchema = {
  type: 'object',
  required: ['success', 'maintenance', 'serviceDisruption'],
  properties: {
    success: { type: 'boolean' },
    maintenance: {
      type: 'object',
      required: ['active', 'messages', 'logo'],
      properties: {
        active: { type: 'boolean' },
        messages: perLang,
        logo: {
          type: 'object',
          required: ['width', 'height'],
          properties: { width: { type: 'integer' }, height: { type: 'integer' } },
        },
      },
    },
    serviceDisruption: noticeSchema,
  },
} as const;

const blockSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['type', 'title', 'text'],
      properties: {
        type: { type: 'string', enum: ['hero'] },
        title: { type: 'string' },
        text: { type: 'string' },
        cta: {
          type: 'object',
          required: ['label', 'routeKey'],
          properties: { label: { type: 'string' }, routeKey: { type: 'string' } },
        },
      },
    },
    {
      type: 'object',
      required: ['type', 'html'],
      properties: { type: { type: 'string', enum: ['richText'] }, html: { type: 'string' } },
    },
    {
      type: 'object',
      required: ['type', 'items'],
      properties: {
        type: { type: 'string', enum: ['features'] },
        items: {
          type: 'array',
          items: {
            type: 'object',
            required: ['title', 'text'],
            properties: { title: { type: 'string' }, text: { type: 'string' } },
          },
        },
      },
    },
    {
      type: 'object',
      required: ['type'],
      properties: { type: { type: 'string', enum: ['depositForm'] }, title: { type: 'string' } },
    },
  ],
} as const;

const pageSchema = {
  type: 'object',
  required: ['slug', 'lang', 'title', 'description', 'blocks'],
  properties: {
    slug: { type: 'string' },
    lang: langSchema,
    title: { type: 'string' },
    description: { type: 'string' },
    blocks: { type: 'array', items: blockSchema },
  },
} as const;

const slugSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;

/** CMS API, mounted under /cms (the site calls /api/cms/..., rewritten to /cms/...). */
export async function cmsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { db } = ctx.database;

  app.get<{ Querystring: { lang: Lang } }>(
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
            required: ['success', 'lang', 'footerHtml', 'popups', 'maintenanceBanner'],
            properties: {
              success: { type: 'boolean' },
              lang: langSchema,
              footerHtml: { type: 'string' },
              popups: {
                type: 'array',
                items: {
                  type: 'object',
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
      const settings = await getSiteSettings(db, request.query.lang ?? DEFAULT_LANG);
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
    async () => ({ success: true, ...(await getMaintenance(db)) }),
  );

  app.get<{ Querystring: { slug?: string; lang?: Lang } }>(
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
}
