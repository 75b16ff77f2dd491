import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { AppError } from '../../errors';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, bool, getSchema, postSchema } from '../../http/schemas';
import { listAccessBlocks, readHolds, setAccessBlocks, setHolds } from './compliance';
import { adminPlayer } from './players';
import { idParams } from './schemas';
import { PAYMENT_METHODS } from '../payments';

const holdsAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'success',
    'userId',
    'emailUnverified',
    'pepHit',
    'sourceOfFundsRequired',
    'sourceOfFundsAbove',
    'riskBlocked',
    'amlBlocked',
    'paymentMethodsNotAllowed',
  ],
  properties: {
    success: { type: 'boolean' },
    userId: { type: 'integer' },
    emailUnverified: { type: 'boolean' },
    pepHit: { type: 'boolean' },
    sourceOfFundsRequired: { type: 'boolean' },
    sourceOfFundsAbove: { type: 'number' },
    riskBlocked: { type: 'boolean' },
    amlBlocked: { type: 'boolean' },
    paymentMethodsNotAllowed: { type: 'array', items: { type: 'string' } },
  },
} as const;

const accessBlocksAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'countries', 'ips', 'environment'],
  properties: {
    success: { type: 'boolean' },
    countries: { type: 'array', items: { type: 'string' } },
    ips: { type: 'array', items: { type: 'string' } },
    environment: {
      type: 'object',
      additionalProperties: false,
      required: ['countries', 'ips'],
      properties: { countries: { type: 'array', items: { type: 'string' } }, ips: { type: 'array', items: { type: 'string' } } },
    },
  },
} as const;

/**
 * Sandbox admin for account holds and the operator's blocked countries and IPs, under
 * /sandbox/admin (header x-admin-token): the states a back office puts a player in
 * (features/accounts/compliance.ts has the doors and codes).
 */
export const complianceAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const env = () => ({ countries: [...ctx.accounts.blockedCountries], ips: [...ctx.accounts.blockedIps] });

  app.post(
    '/players/:id/compliance',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Set a player's account holds: emailUnverified (deposits 219 until the email is verified), pepHit (deposits and withdrawals 231), sourceOfFundsRequired (deposits taking the credited total over sourceOfFundsAbove EUR, default 0, answer 234), riskBlocked (deposits and withdrawals 235), amlBlocked (deposits and withdrawals 260), paymentMethodsNotAllowed (deposits with those methods 129); the others keep their value",
          {
            type: 'object',
            minProperties: 1,
            additionalProperties: false,
            properties: {
              emailUnverified: bool,
              pepHit: bool,
              sourceOfFundsRequired: bool,
              sourceOfFundsAbove: { type: 'number', minimum: 0, maximum: 100_000_000 },
              riskBlocked: bool,
              amlBlocked: bool,
              paymentMethodsNotAllowed: {
                type: 'array',
                maxItems: 20,
                uniqueItems: true,
                items: { type: 'string', enum: PAYMENT_METHODS.map((m) => m.method) },
              },
            },
          },
          holdsAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = request.params.id;
      await adminPlayer(db, id);
      const holds = await setHolds(db, id, request.body, ctx.clock.now());
      return { success: true, userId: id, ...holds };
    },
  );

  app.get(
    '/players/:id/compliance',
    {
      onRequest: requireAdmin(ctx),
      schema: { ...getSchema("A player's account holds", holdsAnswerSchema, ['sandbox']), headers: adminHeaders, params: idParams },
    },
    async (request) => {
      const id = request.params.id;
      await adminPlayer(db, id);
      return { success: true, userId: id, ...(await readHolds(db, id)) };
    },
  );

  app.post(
    '/accessBlocks',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Add (blocked true) or remove (false) countries (three-letter codes) and client IPs of the operator's blocked lists: registration, login, bank login and a new customer's deposit answer 108; the environment's lists (BLOCKED_COUNTRIES, BLOCKED_IPS) stay as they are",
          {
            type: 'object',
            required: ['blocked'],
            additionalProperties: false,
            properties: {
              blocked: bool,
              countries: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', pattern: '^[A-Za-z]{3}$' } },
              ips: { type: 'array', minItems: 1, maxItems: 50, items: { type: 'string', minLength: 2, maxLength: 45 } },
            },
          },
          accessBlocksAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => {
      const { blocked, countries, ips } = request.body;
      if (!countries && !ips) throw AppError.validation('countries', 'Give countries or ips', { rule: 'required' });
      return { success: true, ...(await setAccessBlocks(db, { blocked, countries, ips }, ctx.clock.now())), environment: env() };
    },
  );

  app.get(
    '/accessBlocks',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...getSchema("The operator's blocked countries and IPs, and the environment's", accessBlocksAnswerSchema, ['sandbox']),
        headers: adminHeaders,
      },
    },
    async () => ({ success: true, ...(await listAccessBlocks(db)), environment: env() }),
  );
};
