import { POST_CONTENT_TYPES, errorResponses } from './schemas';

/** Schemas shared by the accounts routes. */

export const str = (maxLength = 200) => ({ type: 'string', maxLength }) as const;
export const nstr = { type: 'string', nullable: true } as const;

export const okSchema = {
  type: 'object',
  required: ['success'],
  properties: { success: { type: 'boolean' } },
} as const;

export const okResponses = { 200: okSchema, ...errorResponses } as const;

export const postSchema = (summary: string, body: Record<string, unknown>, response: Record<string, unknown> = okSchema, tags = ['player']) => ({
  summary,
  tags,
  consumes: POST_CONTENT_TYPES,
  body,
  response: { 200: response, ...errorResponses },
});

export const playerSchema = {
  type: 'object',
  required: ['success', 'userId'],
  properties: {
    success: { type: 'boolean' },
    userId: { type: 'integer' },
    nickName: nstr,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    address: { type: 'string' },
    houseNumber: { type: 'string' },
    zipCode: { type: 'string' },
    city: { type: 'string' },
    email: nstr,
    emailVerified: { type: 'boolean' },
    phoneNumber: nstr,
    phoneNumberVerified: { type: 'boolean' },
    country: { type: 'string' },
    receiveEmail: { type: 'boolean' },
    receiveSms: { type: 'boolean' },
    lastLoginTime: { type: 'integer', nullable: true },
    language: { type: 'string' },
    birthDate: nstr,
    currency: { type: 'string' },
    hasPassword: { type: 'boolean' },
    accountComplete: { type: 'boolean' },
  },
} as const;
