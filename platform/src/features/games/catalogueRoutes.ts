import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses, langSchema } from '../../http/schemas';
import { DEFAULT_PAGE_SIZE, findGamesById, findGamesBySlug, gamesByProvider, getGameById, listGames, listSuppliers } from './catalogue';
import { gamesByCategory, gamesByGroupId, gamesInGroups, getGroup, listGroups } from './groups';
import { getMenu } from './menu';
import { articleThumbnail } from './articleThumbnail';
import { gameThumbnail, gameThumbnailWebp, type Thumbnail } from './thumbnails';
import type { GameGroupType } from './types';
import {
  gameListSchema,
  gameSchema,
  groupSchema,
  groupWithGameIdsSchema,
  groupWithGamesSchema,
  menuAnswerSchema,
  pagedSchema,
  supplierSchema,
} from './schemas';
import { DEFAULT_LANG } from '../../langs';

const langQuery = { lang: { ...langSchema, default: DEFAULT_LANG } } as const;
const slugSchema = { type: 'string', minLength: 1, maxLength: 200 } as const;
/** A group or supplier key as it appears in a path: a slug, a name or an id. */
const keySchema = { type: 'string', minLength: 1, maxLength: 200 } as const;
const idSchema = { type: 'integer', minimum: 1, maximum: 999999999 } as const;
const typeSchema = { type: 'string', enum: ['slots', 'livecasino'] } as const;
const ID_PATTERN = /^[0-9]{1,9}$/;

/** Parses the numeric id of a path like `games-by-group-id=12`; 400 / 195 otherwise. */
function parseId(value: string, field = 'id'): number {
  if (!ID_PATTERN.test(value) || Number(value) < 1) {
    throw AppError.validation(field, `Invalid value for field ${field}: must be a positive whole number`, {
      rule: 'type',
      in: 'params',
    });
  }
  return Number(value);
}

/**
 * Splits the Strapi-like path forms 'x', 'x&key=y' (docs/product/api.md shows
 * `parent-category={x}[&child-category={y}]` and `games-by-group-id={id}[&type=livecasino]`
 * as paths): the first part and the named parameters after it. Unknown names are refused.
 */
function splitPathForm(raw: string, allowed: string[]): { head: string; params: Record<string, string> } {
  const [head, ...rest] = raw.split('&');
  const params: Record<string, string> = {};
  for (const part of rest) {
    const eq = part.indexOf('=');
    const name = eq < 0 ? part : part.slice(0, eq);
    if (!allowed.includes(name) || eq < 0) {
      throw AppError.validation(name || 'path', `Unknown or empty path parameter ${name}`, {
        rule: 'additionalProperties',
        in: 'params',
      });
    }
    params[name] = part.slice(eq + 1);
  }
  if (!head) throw AppError.validation('path', 'Missing value in path', { rule: 'required', in: 'params' });
  return { head, params };
}

function parseType(value: string | undefined): GameGroupType | undefined {
  if (value === undefined) return undefined;
  if (value !== 'slots' && value !== 'livecasino') {
    throw AppError.validation('type', 'Invalid value for field type: must be slots or livecasino', {
      rule: 'enum',
      in: 'params',
    });
  }
  return value;
}

/** An image as a provider's CDN would serve it: cached a day (then revalidated by ETag), never sniffed. */
function sendImage(request: FastifyRequest, reply: FastifyReply, type: string, body: string | Buffer, etag: string) {
  reply
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(type).send(body);
}

const sendSvg = (request: FastifyRequest, reply: FastifyReply, thumb: Thumbnail) =>
  sendImage(request, reply, 'image/svg+xml; charset=utf-8', thumb.svg, thumb.etag);

const imageResponse = (description: string) =>
  ({
    200: { description, type: 'string' },
    304: { description: 'Not modified (ETag)', type: 'null' },
    ...errorResponses,
  }) as const;
const svgResponse = imageResponse('SVG image (image/svg+xml)');

/** Game catalogue under /cms (the content management calls, docs/product/api.md). */
export const catalogueRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const now = () => ctx.clock.now();

  app.get(
    '/games',
    {
      schema: {
        summary:
          'Every enabled game; `?slug=` or `?id=`: an array of zero or one game (enabled or not); ' +
          '`?page=` (and `pageSize`, default 10): one page {count, pageCount, page, items}',
        tags: ['games'],
        querystring: {
          type: 'object',
          properties: {
            slug: slugSchema,
            id: idSchema,
            page: { type: 'integer', minimum: 1, maximum: 100000 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100 },
          },
        },
        response: { 200: { anyOf: [gameListSchema, pagedSchema(gameSchema)] }, ...errorResponses },
      },
    },
    async (request) => {
      const { slug, id, page, pageSize } = request.query;
      if (slug !== undefined) return findGamesBySlug(db, now(), slug);
      if (id !== undefined) return findGamesById(db, now(), id);
      if (page !== undefined || pageSize !== undefined) {
        return listGames(db, now(), { page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE });
      }
      return listGames(db, now());
    },
  );

  const oneGame = {
    summary: 'One game by id (enabled or not; a disabled game has enabled: false); 404 / 131 when unknown',
    tags: ['games'],
    response: { 200: gameSchema, ...errorResponses },
  };
  app.get(
    '/games/id=:id',
    { schema: { ...oneGame, params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } } },
    async (request) => getGameById(db, now(), parseId(request.params.id)),
  );
  app.get(
    '/games/:id',
    { schema: { ...oneGame, params: { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 20 } } } } },
    // '/games/id%3D12' arrives here with id 'id=12'.
    async (request) => getGameById(db, now(), parseId(request.params.id.replace(/^id=/, ''))),
  );

  const groupLists = {
    tags: ['games'],
    response: { 200: { type: 'array', items: groupSchema }, ...errorResponses },
  };
  app.get(
    '/game-groups-translated',
    {
      schema: {
        ...groupLists,
        summary: 'Top-level game groups (slots groups and the live casino parent) with title and description per language',
        querystring: { type: 'object', properties: { ...langQuery, type: typeSchema } },
      },
    },
    async (request) => strip(await listGroups(db, request.query.lang, { topLevel: true, type: request.query.type })),
  );
  app.get(
    '/child-game-groups-translated',
    {
      schema: {
        ...groupLists,
        summary: 'Child game groups (the live casino categories); `parent` (slug or id) narrows to one parent',
        querystring: { type: 'object', properties: { ...langQuery, parent: keySchema, type: typeSchema } },
      },
    },
    async (request) =>
      strip(
        await listGroups(db, request.query.lang, {
          children: true,
          parent: request.query.parent,
          type: request.query.type,
        }),
      ),
  );

  const oneGroup = {
    summary: 'One game group (by slug or id) with its games; 404 when unknown',
    tags: ['games'],
    response: { 200: groupWithGamesSchema, ...errorResponses },
  };
  app.get(
    '/group=:slug',
    {
      schema: {
        ...oneGroup,
        params: { type: 'object', required: ['slug'], properties: { slug: keySchema } },
        querystring: { type: 'object', properties: langQuery },
      },
    },
    async (request) => getGroup(db, now(), request.params.slug, request.query.lang),
  );
  app.get(
    '/group',
    {
      schema: {
        ...oneGroup,
        querystring: { type: 'object', required: ['slug'], properties: { slug: keySchema, ...langQuery } },
      },
    },
    async (request) => getGroup(db, now(), request.query.slug, request.query.lang),
  );

  app.get(
    '/games-in-groups',
    {
      schema: {
        summary: 'Every game group with its games (`limit`: at most that many games per group)',
        tags: ['games'],
        querystring: {
          type: 'object',
          properties: { ...langQuery, type: typeSchema, limit: { type: 'integer', minimum: 1, maximum: 500 } },
        },
        response: { 200: { type: 'array', items: groupWithGamesSchema }, ...errorResponses },
      },
    },
    async (request) => gamesInGroups(db, now(), request.query.lang, { type: request.query.type, limit: request.query.limit }),
  );

  const category = {
    summary: "Games of a parent category (its own and its children's) or of one of its child categories",
    tags: ['games'],
    response: { 200: gameListSchema, ...errorResponses },
  };
  app.get(
    '/parent-category=:rest',
    { schema: { ...category, params: { type: 'object', required: ['rest'], properties: { rest: { type: 'string', maxLength: 400 } } } } },
    async (request) => {
      const { head, params } = splitPathForm(request.params.rest, ['child-category']);
      return gamesByCategory(db, now(), head, params['child-category']);
    },
  );
  app.get(
    '/parent-category',
    {
      schema: {
        ...category,
        querystring: { type: 'object', required: ['parent'], properties: { parent: keySchema, child: keySchema } },
      },
    },
    async (request) => gamesByCategory(db, now(), request.query.parent, request.query.child),
  );

  const provider = {
    summary: 'Enabled games of a provider (by name, slug or id); 404 when the provider is unknown',
    tags: ['games'],
    response: { 200: gameListSchema, ...errorResponses },
  };
  app.get(
    '/provider=:name',
    { schema: { ...provider, params: { type: 'object', required: ['name'], properties: { name: keySchema } } } },
    async (request) => gamesByProvider(db, now(), request.params.name),
  );
  app.get(
    '/provider',
    {
      schema: {
        ...provider,
        querystring: { type: 'object', required: ['name'], properties: { name: keySchema } },
      },
    },
    async (request) => gamesByProvider(db, now(), request.query.name),
  );

  const byGroup = {
    summary: 'Games of a group by id; with type=livecasino (or slots) the group must be of that type (404 otherwise)',
    tags: ['games'],
    response: { 200: gameListSchema, ...errorResponses },
  };
  app.get(
    '/games-by-group-id=:rest',
    { schema: { ...byGroup, params: { type: 'object', required: ['rest'], properties: { rest: { type: 'string', maxLength: 100 } } } } },
    async (request) => {
      const { head, params } = splitPathForm(request.params.rest, ['type']);
      return gamesByGroupId(db, now(), parseId(head), parseType(params.type));
    },
  );
  app.get(
    '/games-by-group-id',
    {
      schema: {
        ...byGroup,
        querystring: { type: 'object', required: ['id'], properties: { id: idSchema, type: typeSchema } },
      },
    },
    async (request) => gamesByGroupId(db, now(), request.query.id, request.query.type),
  );

  app.get(
    '/suppliers',
    {
      schema: {
        summary: 'The game provider id-to-name table, with the number of enabled games of each',
        tags: ['games'],
        response: { 200: { type: 'array', items: supplierSchema }, ...errorResponses },
      },
    },
    async () => listSuppliers(db),
  );

  app.get(
    '/thumbnails/:slug.svg',
    {
      schema: {
        summary: 'Generated SVG thumbnail of a game (deterministic; cacheable, ETag)',
        tags: ['games'],
        params: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
        response: svgResponse,
      },
    },
    async (request, reply) => sendSvg(request, reply, await gameThumbnail(db, request.params.slug)),
  );
  app.get(
    '/thumbnails/:slug.webp',
    {
      schema: {
        summary: "A game's artwork as WebP (800×600, drawn from its SVG), the image the site's optimizer resizes (cacheable, ETag)",
        tags: ['games'],
        params: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
        response: imageResponse('WebP image (image/webp)'),
      },
    },
    async (request, reply) => {
      const image = await gameThumbnailWebp(db, request.params.slug);
      return sendImage(request, reply, 'image/webp', image.webp, image.etag);
    },
  );
  app.get(
    '/thumbnails/news/:slug.svg',
    {
      schema: {
        summary: 'Generated SVG thumbnail of a news article',
        tags: ['content'],
        params: { type: 'object', required: ['slug'], properties: { slug: slugSchema } },
        response: svgResponse,
      },
    },
    async (request, reply) => sendSvg(request, reply, await articleThumbnail(db, request.params.slug)),
  );
};

/** Group lists without the game ids. */
function strip<T extends { game_ids: number[] }>(groups: T[]): Omit<T, 'game_ids'>[] {
  return groups.map(({ game_ids: _ids, ...rest }) => {
    void _ids;
    return rest;
  });
}

/** GET /menu and GET /groups, at the root (the player API base, docs/product/api.md). */
export const menuRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
    '/menu',
    {
      schema: {
        summary:
          'Top navigation: home, casino games (a link per slots group), live casino (a link per child group), campaigns, bonus wheel',
        tags: ['games'],
        querystring: { type: 'object', properties: langQuery },
        response: { 200: menuAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true, lang: request.query.lang, menu: await getMenu(db, request.query.lang) }),
  );

  app.get(
    '/groups',
    {
      schema: {
        summary: 'Every game group (parents and children), translated, with the ids of its games in order',
        tags: ['games'],
        querystring: { type: 'object', properties: { ...langQuery, type: typeSchema } },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['success', 'lang', 'groups'],
            properties: {
              success: { type: 'boolean' },
              lang: langSchema,
              groups: { type: 'array', items: groupWithGameIdsSchema },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => ({
      success: true,
      lang: request.query.lang,
      groups: await listGroups(db, request.query.lang, { type: request.query.type }),
    }),
  );
};
