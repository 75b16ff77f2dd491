import { langSchema } from '../../http/schemas';
import { gameSchema } from '../games';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

export const searchAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'games', 'suppliers', 'tags', 'content', 'articles'],
  properties: {
    success: { type: 'boolean' },
    games: { type: 'array', items: gameSchema },
    suppliers: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'name', 'slug', 'friendly_name', 'game_count'],
        properties: { id: int, name: str, slug: str, friendly_name: str, game_count: int },
      },
    },
    tags: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'name', 'friendly_name', 'game_count'],
        properties: { slug: str, name: str, friendly_name: str, game_count: int },
      },
    },
    content: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'lang', 'title', 'friendly_name', 'description'],
        properties: { slug: str, lang: langSchema, title: str, friendly_name: str, description: str },
      },
    },
    articles: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['slug', 'title', 'friendly_name', 'thumbnail', 'date_parsed'],
        properties: { slug: str, title: str, friendly_name: str, thumbnail: str, date_parsed: str },
      },
    },
  },
} as const;
