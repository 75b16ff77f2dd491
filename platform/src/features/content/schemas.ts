/** Response schemas of the news and affiliate endpoints. */
import { langSchema } from '../../http/schemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const articleSummaryProperties = {
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
  additionalProperties: false,
  required: articleSummaryRequired,
  properties: articleSummaryProperties,
} as const;

export const articleSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...articleSummaryRequired, 'body', 'languages'],
  properties: {
    ...articleSummaryProperties,
    body: { type: 'string', description: 'HTML (sanitise before rendering)' },
    languages: { type: 'array', items: langSchema },
  },
} as const;

export const affiliateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['reference', 'slug', 'message_fi', 'message_en', 'message_et', 'granted_free_spins', 'free_spin_game'],
  properties: {
    reference: str,
    slug: str,
    message_fi: str,
    message_en: str,
    message_et: str,
    granted_free_spins: int,
    free_spin_game: {
      type: ['object', 'null'],
      additionalProperties: false,
      required: ['id', 'slug', 'title'],
      properties: { id: int, slug: str, title: str },
    },
  },
} as const;
