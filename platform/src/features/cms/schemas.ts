import { langSchema } from '../../http/schemas';

const perLang = {
  type: 'object',
  additionalProperties: false,
  required: ['fi', 'et', 'en'],
  properties: { fi: { type: 'string' }, et: { type: 'string' }, en: { type: 'string' } },
} as const;

const noticeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['active', 'messages'],
  properties: { active: { type: 'boolean' }, messages: perLang },
} as const;

/** GET /cms/maintenance and the sandbox admin switch answer this shape. */
export const maintenanceResponseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'maintenance', 'serviceDisruption'],
  properties: {
    success: { type: 'boolean' },
    maintenance: {
      type: 'object',
      additionalProperties: false,
      required: ['active', 'messages', 'logo'],
      properties: {
        active: { type: 'boolean' },
        messages: perLang,
        logo: {
          type: 'object',
          additionalProperties: false,
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
      additionalProperties: false,
      required: ['type', 'title', 'text'],
      properties: {
        type: { type: 'string', enum: ['hero'] },
        title: { type: 'string' },
        text: { type: 'string' },
        cta: {
          type: 'object',
          additionalProperties: false,
          required: ['label', 'routeKey'],
          properties: { label: { type: 'string' }, routeKey: { type: 'string' } },
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'html'],
      properties: { type: { type: 'string', enum: ['richText'] }, html: { type: 'string' } },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type', 'items'],
      properties: {
        type: { type: 'string', enum: ['features'] },
        items: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['title', 'text'],
            properties: { title: { type: 'string' }, text: { type: 'string' } },
          },
        },
      },
    },
    {
      type: 'object',
      additionalProperties: false,
      required: ['type'],
      properties: { type: { type: 'string', enum: ['depositForm'] }, title: { type: 'string' } },
    },
  ],
} as const;

export const pageSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'lang', 'title', 'description', 'blocks'],
  properties: {
    slug: { type: 'string' },
    lang: langSchema,
    title: { type: 'string' },
    description: { type: 'string' },
    blocks: { type: 'array', items: blockSchema },
  },
} as const;
