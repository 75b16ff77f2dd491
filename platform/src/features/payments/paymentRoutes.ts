import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { updateFields, type Deps, optionalPlayer, setSessionCookie, tokenRedirectSchema, assertAccessAllowed } from '../accounts';
import type { FeaturePlugin } from '../../http/context';
import { amountInput, getSchema, langSchema, num, postSchema, str } from '../../http/schemas';
import { bindBrowser, requestBrowserHash } from '../../http/browserBinding';
import { withIdempotencyKey } from '../../http/idempotencyKey';
import { depositProviderDisabled } from './depositRecords';
import { confirmDeposit, initDeposit } from './depositStart';
import { depositStatus } from './depositStatus';
import { PAYMENT_METHODS } from './methods';
import { listStoredDetails } from './storedDetails';
import { cancelWithdrawal, initWithdraw, withdraw } from './withdrawals';
import { initWithdrawAnswerSchema, methodsAnswerSchema } from './schemas';
import { clientIp } from '../../http/request';
import { sha256 } from '../../crypto';
import { bindDepositToBrowser } from './store/depositBrowserBinding';

/** One key per attempt of a money call, reused on retry (a UUID from the site). */
const idempotencyKeySchema = { type: 'string', minLength: 8, maxLength: 100 } as const;

/** Payment methods, a new customer's deposit and the deposit status: a session is optional. */
export const paymentRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };
  const { db } = deps;

  app.get(
    '/payment/methods',
    {
      schema: getSchema(
        'Payment methods with min/max per currency; storedData (bank accounts used before) for a logged-in player',
        methodsAnswerSchema,
        ['payments'],
      ),
    },
    async (request) => {
      const session = await optionalPlayer(ctx, request);
      const stored = session ? await listStoredDetails(db, session.playerId) : undefined;
      return {
        success: true,
        methods: PAYMENT_METHODS.map((m) => ({
          method: m.method,
          minAmount: { EUR: m.deposit.minCents / 100 },
          maxAmount: { EUR: m.deposit.maxCents / 100 },
          ...(stored
            ? {
                storedData: stored
                  .filter((s) => s.method === m.method)
                  .map(({ reference, bankName, maskedAccount }) => ({ reference, bankName, maskedAccount })),
              }
            : {}),
        })),
      };
    },
  );

  app.post(
    '/payment/initDeposit',
    {
      schema: postSchema(
        "A new customer's deposit (pay-and-play): the bank simulator identifies the person; redirectUrl is relative to the site (PLATFORM_PUBLIC_PATH); a retried idempotencyKey answers the same deposit, the key with another payload 262. Sent with a session, 258/238 (self-exclusion register) or 217 (cool-off) refuse before the bank; the bank's approval asks the register and cool-off of the person it names",
        {
          type: 'object',
          required: ['country', 'amount', 'method'],
          properties: {
            country: { type: 'string', enum: ['FIN', 'EST'] },
            amount: amountInput,
            method: str(50),
            currency: str(3),
            policyChecked: { type: 'boolean' },
            privacyPolicyChecked: { type: 'boolean' },
            lang: langSchema,
            returnUrl: str(1000),
            campaignId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            idempotencyKey: idempotencyKeySchema,
          },
        },
        tokenRedirectSchema,
        ['payments'],
      ),
    },
    async (request, reply) => {
      if (!ctx.sandboxEnabled) throw depositProviderDisabled();
      const session = await optionalPlayer(ctx, request);
      await assertAccessAllowed(db, ctx.accounts, { ip: clientIp(request), country: request.body.country });
      const started = await initDeposit(
        deps,
        withIdempotencyKey(request, request.body),
        bindBrowser(ctx, request, reply),
        session?.playerId,
      );
      return { success: true, ...started };
    },
  );

  app.post(
    '/payment/depositStatus',
    {
      schema: postSchema(
        "Status of a deposit; a new customer's approved deposit starts the session on the first call (cookie, userId); a failed bank answers 119",
        { type: 'object', required: ['token'], properties: { token: str(200) } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['success', 'status', 'amount', 'currency', 'createdTime'],
          properties: {
            success: { type: 'boolean' },
            status: { type: 'string', enum: ['pending', 'ok', 'declined', 'cancelled', 'expired'] },
            amount: num,
            currency: { type: 'string' },
            createdTime: { type: 'integer' },
            declineCode: { type: 'integer' },
            userId: { type: 'integer' },
          },
        },
        ['payments'],
      ),
    },
    async (request, reply) => {
      const session = await optionalPlayer(ctx, request);
      const { sessionToken, ...view } = await depositStatus(
        deps,
        request.body.token,
        session?.playerId,
        clientIp(request),
        requestBrowserHash(request),
      );
      if (sessionToken) await setSessionCookie(ctx, request, reply, sessionToken);
      return { success: true, ...view };
    },
  );
};

/** A logged-in player's deposit, prefill and withdrawals (a player scope). */
export const playerPaymentRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock };
  const { db } = deps;

  app.post(
    '/payment/confirmDeposit',
    {
      schema: postSchema(
        "A logged-in player's deposit from a stored bank detail (storedDetailReference; without one the bank pays from the player's own account and stores it); campaignId redeems a deposit campaign (195 when it cannot, 125 without stored payment details); 258/238 (self-exclusion register) or 217 (cool-off) refuse before the bank; a retried idempotencyKey answers the same deposit, the key with another payload 262",
        {
          type: 'object',
          required: ['amount', 'method'],
          properties: {
            amount: amountInput,
            method: str(50),
            storedDetailReference: str(100),
            currency: str(3),
            lang: langSchema,
            returnUrl: str(1000),
            campaignId: { type: 'integer', minimum: 1, maximum: 1_000_000 },
            idempotencyKey: idempotencyKeySchema,
          },
        },
        tokenRedirectSchema,
        ['payments'],
      ),
    },
    async (request, reply) => {
      const { playerId } = request.player;
      if (!ctx.sandboxEnabled) throw depositProviderDisabled();
      const started = await confirmDeposit(deps, playerId, withIdempotencyKey(request, request.body));
      await bindDepositToBrowser(db, sha256(started.token), bindBrowser(ctx, request, reply));
      return { success: true, ...started };
    },
  );

  app.post(
    '/payment/prefillDeposit',
    {
      schema: postSchema(
        'Store address and phone details on the player before a deposit',
        {
          type: 'object',
          minProperties: 1,
          properties: { address: str(), houseNumber: str(20), phoneNumber: str(30), city: str(100), zipCode: str(20) },
        },
        undefined,
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      const b = request.body;
      const fields = Object.fromEntries(
        Object.entries({
          address: b.address,
          houseNumber: b.houseNumber,
          phoneNumber: b.phoneNumber,
          city: b.city,
          zipCode: b.zipCode,
        }).filter(([, v]) => v !== undefined && v !== ''),
      );
      if (Object.keys(fields).length > 0) await updateFields(deps, playerId, fields);
      return { success: true };
    },
  );

  app.get(
    '/payment/initWithdraw',
    {
      schema: getSchema(
        'Balances for a withdrawal (withdrawable = cash minus cashReserve), methods with limits, free spins that a withdrawal forfeits',
        initWithdrawAnswerSchema,
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...(await initWithdraw(db, playerId)) };
    },
  );

  app.post(
    '/payment/withdraw',
    {
      schema: postSchema(
        'Withdraw: forfeits promo money and free spins, moves the amount from cash into a pending withdrawal; a retried idempotencyKey answers the first withdrawal; the key with another amount or method answers 262',
        {
          type: 'object',
          required: ['amount', 'method'],
          properties: { amount: amountInput, method: str(50), idempotencyKey: idempotencyKeySchema },
        },
        {
          type: 'object',
          additionalProperties: false,
          required: ['success', 'reference', 'amount', 'status'],
          properties: {
            success: { type: 'boolean' },
            reference: { type: 'string' },
            amount: num,
            status: { type: 'string' },
            forfeitedPromo: num,
            forfeitedFreeSpins: { type: 'integer' },
          },
        },
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...(await withdraw(db, playerId, withIdempotencyKey(request, request.body), ctx.clock.now())) };
    },
  );

  app.post(
    '/payment/cancelWithdraw',
    {
      schema: postSchema(
        'Cancel a pending withdrawal: the money returns to cash once (409 when not pending, 404 unknown reference)',
        { type: 'object', required: ['reference'], properties: { reference: str(100) } },
        {
          type: 'object',
          additionalProperties: false,
          required: ['success', 'reference', 'amount', 'status'],
          properties: { success: { type: 'boolean' }, reference: { type: 'string' }, amount: num, status: { type: 'string' } },
        },
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = request.player;
      return { success: true, ...(await cancelWithdrawal(db, playerId, request.body.reference, ctx.clock.now())) };
    },
  );
};
