import { LANGS } from '../features/cms';

/** The failure body of DESIGN.md section 4. */
export const errorSchema = {
  type: 'object',
  required: ['success', 'error', 'errorCode'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string' },
    errorCode: { type: 'integer' },
    params: { type: 'object', additionalProperties: true },
  },
} as const;

/** Error responses every route declares. */
export const errorResponses = {
  '4xx': errorSchema,
  '5xx': errorSchema,
} as const;

export const langSchema = { type: 'string', enum: [...LANGS] } as const;

export const perLangStrings = (maxLength: number) =>
  ({
    type: 'object',
    properties: {
      fi: { type: 'string', maxLength },
      et: { type: 'string', maxLength },
      en: { type: 'string', maxLength },
    },
    additionalProperties: false,
  }) as const;

/** Content types every POST route accepts (SPEC: the player API sends form data). */
export const POST_CONTENT_TYPES = [
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json',
];
