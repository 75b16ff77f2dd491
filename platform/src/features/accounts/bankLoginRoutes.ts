import type { FastifyInstance } from 'fastify';
import { bankLoginStatus, bankProviderDisabled, initBankLogin, type Deps } from '../features/accounts';
import type { AppContext } from './context';
import { postSchema, str } from './playerSchemas';
import { clientIp, setSessionCookie } from './playerSession';
import { langSchema } from './schemas';

/** Bank login (pay-and-play): POST /payment/initLogin and POST /payment/loginStatus. */
export async function bankLoginRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const deps: Deps = { db: ctx.database.db, cfg: ctx.accounts };

  app.post<{ Body: { country: 'FIN' | 'EST'; method: string; lang: 'fi' | 'et' | 'en'; returnUrl?: string } }>(
    '/payment/initLogin',
    {
      schema: postSchema(
        'Start a bank login; redirectUrl is the bank simulator page, relative to the site (PLATFORM_PUBLIC_PATH, default /api)',
        {
          type: 'object',
          required: ['country', 'method'],
          properties: {
            country: { type: 'string', enum: ['FIN', 'EST'] },
            method: { type: 'string', minLength: 1, maxLength: 50 },
            lang: { ...langSchema, default: 'fi' },
            returnUrl: str(1000),
            policyChecked: { type: 'boolean' },
            privacyPolicyChecked: { type: 'boolean' },
          },
        },
        {
          type: 'object',
          required: ['success', 'token', 'redirectUrl'],
          properties: { success: { type: 'boolean' }, token: { type: 'string' }, redirectUrl: { type: 'string' } },
        },
        ['payments'],
      ),
    },
    async (request) => {
      if (!ctx.sandboxEnabled) throw bankProviderDisabled();
      const { country, method, lang, returnUrl } = request.body;
      return { success: true, ...(await initBankLogin(deps, { country, method, lang: lang ?? 'fi', returnUrl })) };
    },
  );

  app.post<{ Body: { token: string } }>(
    '/payment/loginStatus',
    {
      schema: postSchema(
        'Status of a bank login; the first call after approval starts the session (cookie), later calls only report',
        { type: 'object', required: ['token'], properties: { token: str(200) } },
        {
          type: 'object',
          required: ['success', 'status'],
          properties: {
            success: { type: 'boolean' },
            status: { type: 'string', enum: ['pending', 'approved', 'cancelled', 'expired'] },
            userId: { type: 'integer' },
          },
        },
        ['payments'],
      ),
    },
    async (request, reply) => {
      const result = await bankLoginStatus(deps, request.body.token, clientIp(request));
      if (result.sessionToken) {
        await setSessionCookie(ctx, request, reply, result.sessionToken);
        return { success: true, status: result.status, userId: result.userId };
      }
      return { success: true, status: result.status };
    },
  );
}
