import type { FastifyInstance } from 'fastify';
import { updateFields, type Deps } from '../features/accounts';
import {
  PAYMENT_METHODS,
  cancelWithdrawal,
  confirmDeposit,
  depositProviderDisabled,
  depositStatus,
  initDeposit,
  initWithdraw,
  listStoredDetails,
  withdraw,
} from '../features/payments';
import type { AppContext } from './context';
import { postSchema, str } from './playerSchemas';
import { clientIp, optionalSession, requireSession, setSessionCookie } from './playerSession';
import { errorResponses, langSchema } from './schemas';

const num = { type: 'number' } as const;
const eur = { type: 'object', required: ['EUR'], properties: { EUR: num } } as const;
const tokenAnswer = {
  type: 'object',
  required: ['success', 'token', 'redirectUrl'],
  properties: { success: { type: 'boolean' }, token: { type: 'string' }, redirectUrl: { type: 'string' } },
} as const;

/** Payments: methods, deposits through the bank simulator, prefill, withdrawals. */
export async function paymentRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts };
  const { db } = deps;

  app.get(
    '/payment/methods',
    {
      schema: {
        summary: 'Payment methods with min/max per currency; storedData (bank accounts used before) for a logged-in player',
        tags: ['payments'],
        response: {
          200: {
            type: 'object',
            required: ['success', 'methods'],
            properties: {
              success: { type: 'boolean' },
              methods: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['method', 'minAmount', 'maxAmount'],
                  properties: {
                    method: { type: 'string' },
                    minAmount: eur,
                    maxAmount: eur,
                    storedData: {
                      type: 'array',
                      items: {
                        type: 'object',
                        required: ['reference', 'bankName', 'maskedAccount'],
                        properties: { reference: { type: 'string' }, bankName: { type: 'string' }, maskedAccount: { type: 'string' } },
                      },
                    },
                  },
                },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const session = await optionalSession(ctx, request);
      const stored = session ? await listStoredDetails(db, session.playerId) : undefined;
      return {
        success: true,
        methods: PAYMENT_METHODS.map((m) => ({
          method: m.method,
          minAmount: { EUR: m.deposit.minCents / 100 },
          maxAmount: { EUR: m.deposit.maxCents / 100 },
          ...(stored
            ? { storedData: stored.filter((s) => s.method === m.method).map(({ reference, bankName, maskedAccount }) => ({ reference, bankName, maskedAccount })) }
            : {}),
        })),
      };
    },
  );

  app.post<{
    Body: { country: 'FIN' | 'EST'; amount: number; method: string; currency?: string; policyChecked?: boolean; privacyPolicyChecked?: boolean; lang?: 'fi' | 'et' | 'en'; returnUrl?: string };
  }>(
    '/payment/initDeposit',
    {
      schema: postSchema(
        "A new customer's deposit (pay-and-play): the bank simulator identifies the person; redirectUrl is relative to the site (PLATFORM_PUBLIC_PATH)",
        {
          type: 'object',
          required: ['country', 'amount', 'method'],
          properties: {
            country: { type: 'string', enum: ['FIN', 'EST'] },
            amount: num,
            method: str(50),
            currency: str(3),
            policyChecked: { type: 'boolean' },
            privacyPolicyChecked: { type: 'boolean' },
            lang: langSchema,
            returnUrl: str(1000),
          },
        },
        tokenAnswer,
        ['payments'],
      ),
    },
    async (request) => {
      if (!ctx.sandboxEnabled) throw depositProviderDisabled();
      return { success: true, ...(await initDeposit(deps, request.body)) };
    },
  );

  app.post<{ Body: { amount: number; method: string; storedDetailReference?: string; currency?: string; lang?: 'fi' | 'et' | 'en'; returnUrl?: string } }>(
    '/payment/confirmDeposit',
    {
      schema: postSchema(
        "A logged-in player's deposit from a stored bank detail (storedDetailReference; without one the bank pays from the player's own account and stores it)",
        {
          type: 'object',
          required: ['amount', 'method'],
          properties: {
            amount: num,
            method: str(50),
            storedDetailReference: str(100),
            currency: str(3),
            lang: langSchema,
            returnUrl: str(1000),
          },
        },
        tokenAnswer,
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      if (!ctx.sandboxEnabled) throw depositProviderDisabled();
      return { success: true, ...(await confirmDeposit(deps, playerId, request.body)) };
    },
  );

  app.post<{ Body: { address?: string; houseNumber?: string; phoneNumber?: string; city?: string; zipCode?: string } }>(
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
      const { playerId } = await requireSession(ctx, request);
      const b = request.body;
      const fields = Object.fromEntries(Object.entries({ address: b.address, houseNumber: b.houseNumber, phoneNumber: b.phoneNumber, city: b.city, zipCode: b.zipCode }).filter(([, v]) => v !== undefined && v !== ''));
      if (Object.keys(fields).length > 0) await updateFields(deps, playerId, fields);
      return { success: true };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/payment/depositStatus',
    {
      schema: postSchema(
        "Status of a deposit; a new customer's approved deposit starts the session on the first call (cookie, userId); a failed bank answers 119",
        { type: 'object', required: ['token'], properties: { token: str(200) } },
        {
          type: 'object',
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
      const session = await optionalSession(ctx, request);
      const { sessionToken, ...view } = await depositStatus(deps, request.body.token, session?.playerId, clientIp(request));
      if (sessionToken) await setSessionCookie(ctx, request, reply, sessionToken);
      return { success: true, ...view };
    },
  );

  app.get(
    '/payment/initWithdraw',
    {
      schema: {
        summary: 'Balances for a withdrawal (withdrawable = cash minus cashReserve), methods with limits, free spins that a withdrawal forfeits',
        tags: ['payments'],
        response: {
          200: {
            type: 'object',
            required: ['success', 'totalBalance', 'cashBalance', 'promoBalance', 'cashReserve', 'withdrawable', 'methods', 'freeSpins'],
            properties: {
              success: { type: 'boolean' },
              totalBalance: num,
              cashBalance: num,
              promoBalance: num,
              cashReserve: num,
              withdrawable: num,
              freeSpins: { type: 'integer' },
              methods: {
                type: 'array',
                items: { type: 'object', required: ['method', 'minAmount', 'maxAmount'], properties: { method: { type: 'string' }, minAmount: eur, maxAmount: eur } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await initWithdraw(db, playerId)) };
    },
  );

  app.post<{ Body: { amount: number; method: string; idempotencyKey?: string } }>(
    '/payment/withdraw',
    {
      schema: postSchema(
        'Withdraw: forfeits promo money and free spins, moves the amount from cash into a pending withdrawal; a retried idempotencyKey answers the first withdrawal',
        {
          type: 'object',
          required: ['amount', 'method'],
          properties: { amount: num, method: str(50), idempotencyKey: { type: 'string', minLength: 1, maxLength: 100 } },
        },
        {
          type: 'object',
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
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await withdraw(db, playerId, request.body, ctx.accounts.now())) };
    },
  );

  app.post<{ Body: { reference: string } }>(
    '/payment/cancelWithdraw',
    {
      schema: postSchema(
        'Cancel a pending withdrawal: the money returns to cash once (409 when not pending, 404 unknown reference)',
        { type: 'object', required: ['reference'], properties: { reference: str(100) } },
        {
          type: 'object',
          required: ['success', 'reference', 'amount', 'status'],
          properties: { success: { type: 'boolean' }, reference: { type: 'string' }, amount: num, status: { type: 'string' } },
        },
        ['payments'],
      ),
    },
    async (request) => {
      const { playerId } = await requireSession(ctx, request);
      return { success: true, ...(await cancelWithdrawal(db, playerId, request.body.reference, ctx.accounts.now())) };
    },
  );
}
