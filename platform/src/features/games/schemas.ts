/** Response schemas of the games, content and search endpoints (shared between modules). */
import { langSchema } from './schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const gameSchema = {
  type: 'object',
  required: [
    'id', 'slug', 'name', 'friendly_name', 'supplier_id', 'supplier', 'release_date',
    'release_timestamp', 'is_new', 'tags', 'has_demo', 'live_casino', 'enabled', 'thumbnail',
  ],
  properties: {
    id: int,
    slug: str,
    name: str,
    friendly_name: str,
    supplier_id: int,
    supplier: {
      type: 'object',
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
    thumbnail: { type: 'string', description: 'relative URL: /api/cms/thumbnails/{slug}.svg' },
  },
} as const;

export const gameListSchema = { type: 'array', items: gameSchema } as const;

export const pagedSchema = <T extends object>(items: T) =>
  ({
    type: 'object',
    required: ['count', 'pageCount', 'page', 'items'],
    properties: { count: int, pageCount: int, page: int, items: { type: 'array', items } },
  }) as const;

const translationSchema = {
  type: 'object',
  required: ['title', 'description'],
  properties: { title: str, description: nullableStr },
} as const;

export const groupProperties = {
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
    required: ['fi', 'et', 'en'],
    properties: { fi: translationSchema, et: translationSchema, en: translationSchema },
  },
  url: str,
  game_count: int,
} as const;

const groupRequired = [
  'id', 'slug', 'name', 'type', 'parent_id', 'sort_order', 'lang', 'title', 'description',
  'translations', 'url', 'game_count',
] as const;

export const groupSchema = { type: 'object', required: groupRequired, properties: groupProperties } as const;

export const groupWithGamesSchema = {
  type: 'object',
  required: [...groupRequired, 'games'],
  properties: { ...groupProperties, games: gameListSchema },
} as const;

export const groupWithGameIdsSchema = {
  type: 'object',
  required: [...groupRequired, 'game_ids'],
  properties: { ...groupProperties, game_ids: { type: 'array', items: int } },
} as const;

export const supplierSchema = {
  type: 'object',
  required: ['id', 'name', 'slug', 'game_count'],
  properties: { id: int, name: str, slug: str, game_count: int },
} as const;

export const articleSummaryProperties = {
  slug: str,
  lang: langSchema,
  title: str,
  excerpt: str,
  thumbnail: { type: 'string', description: 'relative URL: /api/cms/thumbnails/news/{slug}.svg' },
  date: { type: 'string', description: 'yyyy-mm-dd' },
  date_parsed: { type: 'string', description: 'dd.mm.yyyy' },
  timestamp: { type: 'integer', description: 'epoch ms' },
} as const;

const articleSummaryRequired = ['slug', 'lang', 'title', 'excerpt', 'thumbnail', 'date', 'date_parsed', 'timestamp'] as const;

export const articleSummarySchema = {
  type: 'object',
  required: articleSummaryRequired,
  properties: articleSummaryProperties,
} as const;

export const articleSchema = {
  type: 'object',
  required: [...articleSummaryRequired, 'body', 'languages'],
  properties: {
    ...articleSummaryProperties,
    body: { type: 'string', description: 'HTML (sanitise before rendering)' },
    languages: { type: 'array', items: langSchema },
  },
} as const;

export const affiliateSchema = {
  type: 'object',
  required: [
    'reference', 'slug', 'message_fi', 'message_en', 'message_et', 'granted_free_spins', 'free_spin_game',
  ],
  properties: {
    reference: str,
    slug: str,
    message_fi: str,
    message_en: str,
    message_et: str,
    granted_free_spins: int,
    free_spin_game: {
      type: ['object', 'null'],
      required: ['id', 'slug', 'title'],
      properties: { id: int, slug: str, title: str },
    },
  },
} as const;
