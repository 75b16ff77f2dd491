import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, adminHeaders, errorResponses, idInput, okSchema, perLangStrings } from '../../http/schemas';
import { parseBlocks } from './blocks';
import { deletePage, upsertPage, type PageTranslationPatch } from './pages';
import { getSiteSettings, updateSiteSettings } from './siteSettings';
import type { Block, Popup } from './types';
import { CAPITAL, HTML_MAX, SHORT_TEXT_MAX, TITLE_MAX, flatPerLang, hasAny, perLangInput } from './adminInput';
import { adminDeleteBySlugRoute, slugParam } from './adminDeleteRoute';
import { notifySite } from './changeNotifier';
import { updateGameGroupTexts } from './gameGroupTexts';
import { pageSchema } from './schemas';
import { LANGS, type Lang, type PerLang } from '../../langs';

const title = { type: 'string', maxLength: TITLE_MAX } as const;
const shortText = { type: 'string', maxLength: SHORT_TEXT_MAX } as const;
const html = { type: 'string', maxLength: HTML_MAX } as const;

/** One block as the admin sends it; parseBlocks then checks the fields each type needs. */
const blockInput = {
  type: 'object',
  additionalProperties: false,
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['hero', 'richText', 'features', 'depositForm'] },
    title,
    text: shortText,
    html,
    cta: {
      type: 'object',
      additionalProperties: false,
      required: ['label', 'routeKey'],
      properties: { label: title, routeKey: { type: 'string', maxLength: 100 } },
    },
    items: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title', 'text'],
        properties: { title, text: shortText },
      },
    },
  },
} as const;

const pageTranslationInput = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title,
    description: shortText,
    /** Shorthand: the page's content becomes this one rich-text block. */
    html,
    blocks: { type: 'array', maxItems: 30, items: blockInput },
  },
} as const;

const pageBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    fi: pageTranslationInput,
    et: pageTranslationInput,
    en: pageTranslationInput,
    ...flatPerLang('title', title),
    ...flatPerLang('description', shortText),
    ...flatPerLang('html', html),
  },
} as const;

const popupInput = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'bodyHtml'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 }, title, bodyHtml: html },
} as const;
const popupList = { type: 'array', maxItems: 20, items: popupInput } as const;

const siteSettingsBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    footerHtml: perLangStrings(HTML_MAX),
    ...flatPerLang('footerHtml', html),
    popups: {
      type: 'object',
      additionalProperties: false,
      properties: { fi: popupList, et: popupList, en: popupList },
    },
  },
} as const;

const gameGroupBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: perLangStrings(TITLE_MAX),
    description: perLangStrings(SHORT_TEXT_MAX),
    ...flatPerLang('title', title),
    ...flatPerLang('description', shortText),
  },
} as const;

type BlockInput = { type: string; title?: string; text?: string; html?: string; cta?: unknown; items?: unknown };
type PageTranslationInput = { title?: string; description?: string; html?: string; blocks?: BlockInput[] };

/** The per-language page changes of a body; 400 naming the field for an incomplete block. */
function pagePatch(body: Record<string, unknown>): Partial<Record<Lang, PageTranslationPatch>> {
  const patch: Partial<Record<Lang, PageTranslationPatch>> = {};
  for (const lang of LANGS) {
    const nested = (body[lang] ?? {}) as PageTranslationInput;
    const flat = (field: string) => body[`${field}${CAPITAL[lang]}`] as string | undefined;
    const t = {
      title: flat('title') ?? nested.title,
      description: flat('description') ?? nested.description,
      html: flat('html') ?? nested.html,
    };
    if (t.html !== undefined && nested.blocks !== undefined) {
      throw AppError.validation(`${lang}.blocks`, 'Send either html or blocks for one language, not both');
    }
    let blocks: Block[] | undefined;
    if (t.html !== undefined) blocks = [{ type: 'richText', html: t.html }];
    if (nested.blocks !== undefined) {
      try {
        blocks = parseBlocks(nested.blocks, `${lang}.blocks`);
      } catch (err) {
        throw AppError.validation(`${lang}.blocks`, (err as Error).message);
      }
    }
    const p: PageTranslationPatch = {};
    if (t.title !== undefined) p.title = t.title;
    if (t.description !== undefined) p.description = t.description;
    if (blocks !== undefined) p.blocks = blocks;
    if (Object.keys(p).length) patch[lang] = p;
  }
  return patch;
}

const noChange = (field: string, what: string) => AppError.validation(field, `No change given: send ${what}`);

/**
 * Sandbox admin of CMS content under /sandbox/admin/cms (header x-admin-token): info pages, site
 * settings (footer, popups) and game group texts. HTML is stored as given; the output path
 * sanitises it. Each change is announced to the site after it is committed (changeNotifier.ts).
 */
export const contentAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const admin = { onRequest: requireAdmin(ctx) };

  app.post(
    '/cms/pages/:slug',
    {
      ...admin,
      schema: {
        summary:
          'Create or update an info page: per language title, description and content (html, or a blocks list) (header x-admin-token)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        params: { type: 'object', required: ['slug'], properties: { slug: slugParam } },
        body: pageBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'slug', 'pages'],
            properties: { success: { type: 'boolean' }, slug: { type: 'string' }, pages: { type: 'array', items: pageSchema } },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { slug } = request.params;
      const patch = pagePatch(request.body as Record<string, unknown>);
      if (!hasAny(patch)) throw noChange('fi', 'a title, description, html or blocks for fi, et or en');
      const pages = await upsertPage(db, slug, patch, ctx.clock.now());
      void notifySite(ctx.siteRevalidate, request.log, [{ kind: 'page', slug }]);
      return { success: true, slug, pages };
    },
  );

  adminDeleteBySlugRoute(instance, ctx, {
    path: '/cms/pages',
    what: 'an info page',
    noun: 'Page',
    kind: 'page',
    remove: (slug, lang) => deletePage(db, slug, lang),
  });

  app.post(
    '/cms/site-settings',
    {
      ...admin,
      schema: {
        summary: 'Set the footer HTML per language and/or replace the popups of a language (header x-admin-token)',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        body: siteSettingsBody,
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'footerHtml', 'popups'],
            properties: {
              success: { type: 'boolean' },
              footerHtml: perLangStrings(1_000_000),
              popups: {
                type: 'object',
                additionalProperties: false,
                properties: Object.fromEntries(LANGS.map((l) => [l, { type: 'array', items: popupInput }])),
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const body = request.body as Record<string, unknown> & { footerHtml?: Partial<PerLang<string>>; popups?: Partial<PerLang<Popup[]>> };
      const footerHtml = perLangInput(body, body.footerHtml, 'footerHtml');
      if (!hasAny(footerHtml, body.popups)) throw noChange('footerHtml', 'footerHtml or popups');
      for (const lang of LANGS) {
        const ids = (body.popups?.[lang] ?? []).map((p) => p.id);
        if (new Set(ids).size !== ids.length) throw AppError.validation(`popups.${lang}`, 'Popup ids must differ within a language');
      }
      await updateSiteSettings(db, { footerHtml, popups: body.popups }, ctx.clock.now());
      void notifySite(ctx.siteRevalidate, request.log, [{ kind: 'siteSettings' }]);
      const all = await Promise.all(LANGS.map((l) => getSiteSettings(db, l)));
      return {
        success: true,
        footerHtml: Object.fromEntries(all.map((s) => [s.lang, s.footerHtml])) as PerLang<string>,
        popups: Object.fromEntries(all.map((s) => [s.lang, s.popups])),
      };
    },
  );

  app.post(
    '/cms/game-groups/:id',
    {
      ...admin,
      schema: {
        summary: "Set a game group's title and description per language; 404 for an unknown id (header x-admin-token)",
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        headers: adminHeaders,
        params: { type: 'object', required: ['id'], properties: { id: idInput } },
        body: gameGroupBody,
        response: { 200: okSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body as Record<string, unknown> & { title?: Partial<PerLang<string>>; description?: Partial<PerLang<string>> };
      const patch = {
        title: perLangInput(body, body.title, 'title'),
        description: perLangInput(body, body.description, 'description'),
      };
      if (!hasAny(patch.title, patch.description)) throw noChange('title', 'title or description');
      await updateGameGroupTexts(db, id, patch);
      // The site's group routes look a group up by its id (/games/{id}/{slug}).
      void notifySite(ctx.siteRevalidate, request.log, [{ kind: 'gameGroup', slug: String(id) }]);
      return { success: true };
    },
  );
};
