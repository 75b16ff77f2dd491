import { idInput, nstr } from '../../http/schemas';

/** Answers shared by the accounts routes. */

export const playerSchema = {
  type: 'object',
  additionalProperties: false,
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

export const userIdSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'userId'],
  properties: { success: { type: 'boolean' }, userId: { type: 'integer' } },
} as const;

export const autoLoginTokenSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success'],
  properties: { success: { type: 'boolean' }, autoLoginToken: { type: 'string' } },
} as const;

/** POST /payment/initLogin and the deposit start answer a token and the simulator page. */
export const tokenRedirectSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'token', 'redirectUrl'],
  properties: { success: { type: 'boolean' }, token: { type: 'string' }, redirectUrl: { type: 'string' } },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: idInput } } as const;
