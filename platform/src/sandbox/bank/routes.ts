import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import { decideBankLogin, getBankLogin, nationalIdInUse, ownsFlow } from '../../features/accounts';
import { requestBrowserHash } from '../../http/browserBinding';
import { ErrorCode, type ErrorCodeValue } from '../../errors';
import { BANK_PAGE_CSP, sendHtml } from '../../http/htmlPage';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, errorResponses } from '../../http/schemas';
import { TEST_IDENTITIES, chosenIdentity } from './identities';
import { renderLoginForm, renderStatusPage } from './page';
import { BANK_TEXTS, bankLang } from './texts';

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const htmlResponse = { 200: { type: 'string' }, ...errorResponses } as const;

/** The return URL with bankLogin=<token> added to its query (before any #fragment). */
function withBankLoginParam(returnUrl: string, token: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt >= 0 ? returnUrl.slice(0, hashAt) : returnUrl;
  const hash = hashAt >= 0 ? returnUrl.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}bankLogin=${encodeURIComponent(token)}${hash}`;
}

const html = (reply: FastifyReply, status: number, body: string, code?: ErrorCodeValue) =>
  sendHtml(reply, status, body, BANK_PAGE_CSP, code);

/**
 * The bank simulator (sandbox): GET shows the form to approve as a test person or cancel, POST
 * decides and answers 303 to the site's return URL with ?bankLogin=<token>. The browser reaches
 * it through the site's /api rewrite, so links and the form action use PLATFORM_PUBLIC_PATH.
 */
export const sandboxBankRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  const actionOf = (token: string) => `${ctx.accounts.publicPath}/sandbox/bank/login/${encodeURIComponent(token)}`;
  const identitiesOf = (country: string) => TEST_IDENTITIES.filter((i) => i.country === country);

  app.get(
    '/login/:token',
    {
      schema: {
        summary: 'Bank simulator page (HTML)',
        tags: ['sandbox'],
        params: tokenParams,
        produces: ['text/html'],
        response: htmlResponse,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const row = await getBankLogin(db, token, ctx.clock.now());
      if (!row || !ownsFlow(row, requestBrowserHash(request))) return html(reply, 404, renderStatusPage({ lang: 'fi', status: 'unknown' }));
      const lang = bankLang(row.lang);
      if (row.status !== 'pending') {
        return html(
          reply,
          200,
          renderStatusPage({ lang, status: row.status as 'approved', backUrl: withBankLoginParam(row.return_url, token) }),
        );
      }
      return html(
        reply,
        200,
        renderLoginForm({ lang, action: actionOf(token), country: row.country, identities: identitiesOf(row.country) }),
      );
    },
  );

  app.post(
    '/login/:token',
    {
      schema: {
        summary: 'Approve as a test person (identity = national id or "new") or cancel; 303 to the return URL',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        params: tokenParams,
        body: {
          type: 'object',
          required: ['decision'],
          properties: {
            decision: { type: 'string', enum: ['approve', 'cancel'] },
            identity: { type: 'string', maxLength: 50 },
          },
        },
        produces: ['text/html'],
        response: { 303: { type: 'null' }, ...htmlResponse },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const now = ctx.clock.now();
      const row = await getBankLogin(db, token, now);
      if (!row || !ownsFlow(row, requestBrowserHash(request))) return html(reply, 404, renderStatusPage({ lang: 'fi', status: 'unknown' }));
      const lang = bankLang(row.lang);
      const back = withBankLoginParam(row.return_url, token);
      // The same decision sent again (a double click, or the front trying it on another instance
      // after the first died mid-answer): the bank took it once; the player goes back as then.
      const sentBack = () => reply.header('cache-control', 'no-store').redirect(back, 303);
      const outcome = request.body.decision === 'cancel' ? 'cancelled' : 'approved';
      if (row.status === outcome) return sentBack();
      if (row.status !== 'pending') return html(reply, 409, renderStatusPage({ lang, status: row.status as 'approved', backUrl: back }));

      let decided: boolean;
      if (request.body.decision === 'cancel') {
        decided = await decideBankLogin(db, token, { cancel: true }, now);
      } else {
        const person = await chosenIdentity(request.body.identity, row.country, now, (id) => nationalIdInUse(db, id));
        if (!person) {
          const form = renderLoginForm({
            lang,
            action: actionOf(token),
            country: row.country,
            identities: identitiesOf(row.country),
            error: BANK_TEXTS[lang].chooseFirst,
          });
          return html(reply, 400, form, ErrorCode.FIELD_VALIDATION);
        }
        decided = await decideBankLogin(db, token, { approve: person }, now);
      }
      if (!decided) {
        const again = await getBankLogin(db, token, now);
        if (again?.status === outcome) return sentBack();
        return html(reply, 409, renderStatusPage({ lang, status: (again?.status ?? 'expired') as 'approved', backUrl: back }));
      }
      return sentBack();
    },
  );
};
