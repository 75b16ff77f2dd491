import type { JSONSchema } from 'json-schema-to-ts';
import { LANGS } from '../langs';

/**
 * Schema pieces shared by the features. Every schema is `as const` (or built by a generic
 * helper that keeps its literal type), so the type provider derives the route types from it.
 */

/** The failure body every route answers (docs/architecture.md). */
const errorSchema = {
  type: 'object',
  additionalProperties: false,
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

export const langSchema = { type: 'string', enum: LANGS } as const;

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

/** Content types every POST route accepts (the player API sends form data, docs/product/api.md). */
export const POST_CONTENT_TYPES = ['multipart/form-data', 'application/x-www-form-urlencoded', 'application/json'];

export const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const nstr = { type: 'string', nullable: true } as const;
export const bool = { type: 'boolean' } as const;
export const num = { type: 'number' } as const;
export const int = { type: 'integer' } as const;

/*
 * Numbers a request carries are always bounded (docs/decisions.md#bounded-input), so no value
 * reaches the domain or the database that they cannot hold.
 */
/** A row id (PostgreSQL integer). */
export const idInput = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
/** A euro amount: any the platform can hold in cents; the domain checks the real limits (117). */
export const amountInput = { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000 } as const;
/** A count (points, spins): any the platform can hold; the domain checks its own range. */
export const countInput = { type: 'number', minimum: -1_000_000_000, maximum: 1_000_000_000 } as const;
/** A time in epoch milliseconds. */
export const epochMsInput = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 } as const;

export const okSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' } },
} as const;

/** Header of the sandbox admin endpoints. */
export const adminHeaders = { type: 'object', properties: { 'x-admin-token': { type: 'string' } } } as const;

/** A GET route's schema: one 200 answer and the error answers. */
export const getSchema = <const R extends JSONSchema = typeof okSchema>(summary: string, response?: R, tags: string[] = ['player']) => ({
  summary,
  tags,
  response: { 200: (response ?? okSchema) as R, ...errorResponses },
});

/** A POST route's schema: form or JSON body, one 200 answer and the error answers. */
export const postSchema = <const B extends JSONSchema, const R extends JSONSchema = typeof okSchema>(
  summary: string,
  body: B,
  response?: R,
  tags: string[] = ['player'],
) => ({
  summary,
  tags,
  consumes: POST_CONTENT_TYPES,
  body,
  response: { 200: (response ?? okSchema) as R, ...errorResponses },
});
