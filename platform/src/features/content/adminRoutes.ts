import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, adminHeaders, epochMsInput, errorResponses, perLangStrings } from '../../http/schemas';
import { updateAffiliateMessages } from './affiliates';
import { deleteArticle, getArticle, upsertArticle, type ArticleTranslationPatch } from './blogs';
import { affiliateSchema, articleSchema } from './schemas';
import { LANGS, type Lang, type PerLang } from '../../langs';
import {
  notifySite,
  CAPITAL,
  HTML_MAX,
  SHORT_TEXT_MAX,
  TITLE_MAX,
  flatPerLang,
  hasAny,
  perLangInput,
  adminDeleteBySlugRoute,
  slugParam,
} from '../cms';

const title = { type: 'string', maxLength: TITLE_MAX } as const;
const excerpt = { type: 'string', maxLength: SHORT_TEXT_MAX } as const;
const html = { type: 'string', maxLength: HTML_MAX } as const;

const translationInput = {
  type: 'object',
  additionalProperties: false,
  properties: { title, excerpt, bodyHtml: html },
} as const;

const articleBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Publication time in epoch ms, for every language of the article. */
    publishedAt: epochMsInput,
    fi: translationInput,
    et: translationInput,
    en: translationInput,
    ...flatPerLang('title', title),
    ...flatPerLang('excerpt', excerpt),
    ...flatPerLang('bodyHtml', html),
  },
} as const;

const affiliateBody = {
  type: 'object',
  additionalProperties: false,
  properties: { messages: perLangStrings(HTML_MAX), ...flatPerLang('message', html) },
} as const;

/**
 * Sandbox admin of news articles under /sandbox/admin/cms (header x-admin-token). The article's
 * image is derived from its slug (articleThumbnailUrl), so there is no image field to set.
 */
export const articleAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const admin = { onRequest: requireAdmin(ctx) };

  app.post(
    '/cms/news/:slug',
    {
      ...admin,
      schema: {
        summary: 'Create or update a news article: publication time and per language title, excerpt and HTML body (header x-admin-token)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        params: { type: 'object', required: ['slug'], properties: { slug: slugParam } },
        body: articleBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'slug', 'articles'],
            properties: { success: { type: 'boolean' }, slug: { type: 'string' }, articles: { type: 'array', items: articleSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const body = request.body as Record<string, unknown> & { publishedAt?: number };
      const translations: Partial<Record<Lang, ArticleTranslationPatch>> = {};
      for (const lang of LANGS) {
        const nested = (body[lang] ?? {}) as ArticleTranslationPatch;
        const p: ArticleTranslationPatch = {};
        for (const field of ['title', 'excerpt', 'bodyHtml'] as const) {
          const value = (body[`${field}${CAPITAL[lang]}`] as string | undefined) ?? nested[field];
          if (value !== undefined) p[field] = value;
        }
        if (Object.keys(p).length) translations[lang] = p;
      }
      if (!hasAny(translations) && body.publishedAt === undefined) {
        throw AppError.validation('fi', 'No change given: send publishedAt or a title, excerpt or bodyHtml for fi, et or en');
      }
      if (!hasAny(translations)) {
        // Only a new date: the article must exist already.
        await getArticle(db, slug, 'fi');
      }
      await upsertArticle(db, slug, { publishedAt: body.publishedAt, translations }, ctx.clock.now());
      void notifySite(ctx.siteRevalidate, request.log, [{ kind: 'news', slug }]);
      const first = await getArticle(db, slug, 'fi');
      const articles = await Promise.all(first.languages.map((l) => getArticle(db, slug, l)));
      return { success: true, slug, articles };
    },
  );

  adminDeleteBySlugRoute(instance, ctx, {
    path: '/cms/news',
    what: 'a news article',
    noun: 'Article',
    kind: 'news',
    remove: (slug, lang) => deleteArticle(db, slug, lang),
  });

  app.post(
    '/cms/affiliates/:key',
    {
      ...admin,
      schema: {
        summary:
          "Set an affiliate's banner message (HTML) per language; the key is its slug or reference, 404 when unknown (header x-admin-token)",
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        params: { type: 'object', required: ['key'], properties: { key: { type: 'string', minLength: 1, maxLength: 200 } } },
        body: affiliateBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'affiliate'],
            properties: { success: { type: 'boolean' }, affiliate: affiliateSchema },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> & { messages?: Partial<PerLang<string>> };
      const messages = perLangInput(body, body.messages, 'message');
      if (!messages) throw AppError.validation('messages', 'No change given: send messages');
      // The banner is fetched by the browser after hydration, so no pre-rendered page to refresh.
      const affiliate = await updateAffiliateMessages(db, request.params.key, messages, ctx.clock.now());
      return { success: true, affiliate };
    },
  );
};
