import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { bankLoginStatus, bankProviderDisabled, initBankLogin } from './bankLogin';
import type { LoginDeps, LoginRoutes } from './deps';
import { langSchema, postSchema, str } from '../../http/schemas';
import { bindBrowser, requestBrowserHash } from '../../http/browserBinding';
import { tokenRedirectSchema } from './schemas';
import { clientIp } from '../../http/request';
import { setSessionCookie } from './sessionCookie';
import { bindBankLoginToBrowser } from './store/bankLogins';
import { sha256 } from '../../crypto';

/** Bank login (pay-and-play): POST /payment/initLogin and POST /payment/loginStatus. */
export const bankLoginRoutes: LoginRoutes = async (instance, { ctx, loginPlayCheck }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const deps: LoginDeps = { db: ctx.database.db, cfg: ctx.accounts, clock: ctx.clock, loginPlayCheck };

  app.post(
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
        tokenRedirectSchema,
        ['payments'],
      ),
    },
    async (request, reply) => {
      if (!ctx.sandboxEnabled) throw bankProviderDisabled();
      const { country, method, lang, returnUrl } = request.body;
      const started = await initBankLogin(deps, { country, method, lang, returnUrl });
      await bindBankLoginToBrowser(deps.db, sha256(started.token), bindBrowser(ctx, request, reply));
      return { success: true, ...started };
    },
  );

  app.post(
    '/payment/loginStatus',
    {
      schema: postSchema(
        'Status of a bank login; the first call after approval starts the session (cookie), later calls only report',
        { type: 'object', required: ['token'], properties: { token: str(200) } },
        {
          type: 'object',
          additionalProperties: false,
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
      const result = await bankLoginStatus(deps, request.body.token, clientIp(request), requestBrowserHash(request));
      if (result.sessionToken) {
        await setSessionCookie(ctx, request, reply, result.sessionToken);
        return { success: true, status: result.status, userId: result.userId };
      }
      return { success: true, status: result.status };
    },
  );
};
