/** Response schemas of the games endpoints (search and content answer games and pages too). */
import { langSchema } from '../../http/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const gameSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'name',
    'friendly_name',
    'supplier_id',
    'supplier',
    'release_date',
    'release_timestamp',
    'is_new',
    'tags',
    'has_demo',
    'live_casino',
    'enabled',
    'thumbnail',
  ],
  properties: {
    id: int,
    slug: str,
    name: str,
    friendly_name: str,
    supplier_id: int,
    supplier: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'name', 'slug'],
      properties: { id: int, name: str, slug: str },
    },
    release_date: { type: 'string', description: 'dd.mm.yyyy' },
    release_timestamp: { type: 'integer', description: 'epoch ms, 00:00 UTC of the release day' },
    is_new: { type: 'boolean', description: 'released less than 14 days ago' },
    tags: { type: 'array', items: str },
    has_demo: bool,
    live_casino: bool,
    enabled: bool,
    thumbnail: { type: 'string', description: 'relative URL of the artwork (WebP, 800×600): /api/cms/thumbnails/{slug}.webp' },
  },
} as const;

export const gameListSchema = { type: 'array', items: gameSchema } as const;

export const pagedSchema = <T extends object>(items: T) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: ['count', 'pageCount', 'page', 'items'],
    properties: { count: int, pageCount: int, page: int, items: { type: 'array', items } },
  }) as const;

const translationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: { title: str, description: nullableStr },
} as const;

const groupProperties = {
  id: int,
  slug: str,
  name: str,
  type: { type: 'string', enum: ['slots', 'livecasino'] },
  parent_id: { type: ['integer', 'null'] },
  sort_order: int,
  lang: langSchema,
  title: str,
  description: nullableStr,
  translations: {
    type: 'object',
    additionalProperties: false,
    required: ['fi', 'et', 'en'],
    properties: { fi: translationSchema, et: translationSchema, en: translationSchema },
  },
  url: str,
  game_count: int,
} as const;

const groupRequired = [
  'id',
  'slug',
  'name',
  'type',
  'parent_id',
  'sort_order',
  'lang',
  'title',
  'description',
  'translations',
  'url',
  'game_count',
] as const;

export const groupSchema = { type: 'object', additionalProperties: false, required: groupRequired, properties: groupProperties } as const;

export const groupWithGamesSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...groupRequired, 'games'],
  properties: { ...groupProperties, games: gameListSchema },
} as const;

export const groupWithGameIdsSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...groupRequired, 'game_ids'],
  properties: { ...groupProperties, game_ids: { type: 'array', items: int } },
} as const;

export const supplierSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'slug', 'game_count'],
  properties: { id: int, name: str, slug: str, game_count: int },
} as const;

const menuChildSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'title', 'type', 'url', 'routeKey', 'params'],
  properties: {
    id: int,
    slug: str,
    title: str,
    type: str,
    url: str,
    routeKey: str,
    params: {
      type: 'object',
      additionalProperties: false,
      required: ['id', 'slug'],
      properties: { id: str, slug: str },
    },
  },
} as const;

export const menuAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'lang', 'menu'],
  properties: {
    success: bool,
    lang: langSchema,
    menu: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['key', 'routeKey', 'title', 'children'],
        properties: {
          key: str,
          routeKey: str,
          title: str,
          children: { type: 'array', items: menuChildSchema },
        },
      },
    },
  },
} as const;

export const launchAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'url', 'mode'],
  properties: {
    success: bool,
    url: { type: 'string', description: 'relative: /api/sandbox/slot/<launchToken>' },
    mode: { type: 'string', enum: ['real', 'demo'] },
  },
} as const;

export const gamesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'games'],
  properties: { success: bool, games: gameListSchema },
} as const;

export const recentGamesAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'games'],
  properties: {
    success: bool,
    games: {
      type: 'array',
      items: {
        ...gameSchema,
        required: [...gameSchema.required, 'lastPlayed'],
        properties: { ...gameSchema.properties, lastPlayed: { type: 'integer', description: 'epoch ms of the latest real-money round' } },
      },
    },
  },
} as const;
