import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { getPlayer, nationalIdInUse, ownsFlow, optionalPlayer } from '../../features/accounts';
import {
  bankAccountFor,
  bankCallback,
  bankRecordOf,
  decideDeposit,
  getDeposit,
  recordBankDecision,
  type DepositDecision,
  type DepositRow,
} from '../../features/payments';
import { bankFault, delayedCallback } from './faults';
import { ErrorCode, type ErrorCodeValue } from '../../errors';
import { requestBrowserHash } from '../../http/browserBinding';
import { BANK_PAGE_CSP, sendHtml } from '../../http/htmlPage';
import type { FeaturePlugin } from '../../http/context';
import { POST_CONTENT_TYPES, errorResponses } from '../../http/schemas';
import { TEST_IDENTITIES, chosenIdentity, type BankIdentity } from './identities';
import { esc, layout } from './page';
import { bankLang, type BankLang } from './texts';

const TEXTS: Record<
  BankLang,
  {
    title: string;
    intro: (amount: string) => string;
    payer: string;
    account: string;
    approve: string;
    decline: string;
    cancel: string;
    fail: string;
    chooseFirst: string;
    statusTitle: string;
    status: Record<string, string>;
    back: string;
    unknown: string;
    unavailable: string;
    note: string;
  }
> = {
  fi: {
    title: 'Verkkopankkimaksu',
    intro: (a) => `Talletus kasinolle: ${a}. Tunnistaudu ja hyväksy maksu.`,
    payer: 'Maksaja',
    account: 'Tililtä',
    approve: 'Hyväksy maksu',
    decline: 'Hylkää (kate ei riitä)',
    cancel: 'Peruuta',
    fail: 'Simuloi pankin virhe',
    chooseFirst: 'Valitse maksaja ennen hyväksymistä.',
    statusTitle: 'Maksun tila',
    status: {
      ok: 'Maksu on hyväksytty.',
      declined: 'Maksu hylättiin.',
      cancelled: 'Maksu peruttiin.',
      expired: 'Maksu vanheni.',
      failed: 'Pankissa tapahtui virhe.',
      pending: 'Maksu odottaa.',
    },
    back: 'Palaa kasinolle',
    unknown: 'Maksua ei löytynyt.',
    unavailable: 'Pankin palvelu ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen.',
    note: 'Tämä on hiekkalaatikon pankkisimulaattori: oikeaa rahaa ei siirry.',
  },
  et: {
    title: 'Pangamakse',
    intro: (a) => `Sissemakse kasiinosse: ${a}. Tuvasta end ja kinnita makse.`,
    payer: 'Maksja',
    account: 'Kontolt',
    approve: 'Kinnita makse',
    decline: 'Keeldu (pole piisavalt raha)',
    cancel: 'Katkesta',
    fail: 'Simuleeri panga viga',
    chooseFirst: 'Vali enne kinnitamist maksja.',
    statusTitle: 'Makse olek',
    status: {
      ok: 'Makse on kinnitatud.',
      declined: 'Makse lükati tagasi.',
      cancelled: 'Makse katkestati.',
      expired: 'Makse aegus.',
      failed: 'Pangas tekkis viga.',
      pending: 'Makse ootab.',
    },
    back: 'Tagasi kasiinosse',
    unknown: 'Makset ei leitud.',
    unavailable: 'Panga teenus pole praegu saadaval. Proovi hiljem uuesti.',
    note: 'See on liivakasti pangasimulaator: päris raha ei liigu.',
  },
  en: {
    title: 'Online bank payment',
    intro: (a) => `Deposit to the casino: ${a}. Identify yourself and approve the payment.`,
    payer: 'Payer',
    account: 'From account',
    approve: 'Approve payment',
    decline: 'Decline (insufficient funds)',
    cancel: 'Cancel',
    fail: 'Simulate a bank error',
    chooseFirst: 'Choose the payer before approving.',
    statusTitle: 'Payment status',
    status: {
      ok: 'The payment was approved.',
      declined: 'The payment was declined.',
      cancelled: 'The payment was cancelled.',
      expired: 'The payment expired.',
      failed: 'The bank reported an error.',
      pending: 'The payment is pending.',
    },
    back: 'Back to the casino',
    unknown: 'Payment not found.',
    unavailable: 'The bank service is unavailable right now. Please try again later.',
    note: 'This is the sandbox bank simulator: no real money moves.',
  },
};

const EXTRA_STYLE = `<style>
  button[value=decline], button[value=fail] { background: #fff; color: #7a3b00; border-color: #7a3b00; }
  .amount { font-size: 1.6rem; font-weight: bold; color: #0b4f6c; }
</style>`;

const money = (cents: number, lang: BankLang) =>
  `${(cents / 100).toLocaleString(lang === 'en' ? 'en-US' : lang === 'et' ? 'et-EE' : 'fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} €`;

/** The return URL with deposit=<token> added to its query (before any #fragment). */
function withDepositParam(returnUrl: string, token: string): string {
  const hashAt = returnUrl.indexOf('#');
  const base = hashAt >= 0 ? returnUrl.slice(0, hashAt) : returnUrl;
  const hash = hashAt >= 0 ? returnUrl.slice(hashAt) : '';
  return `${base}${base.includes('?') ? '&' : '?'}deposit=${encodeURIComponent(token)}${hash}`;
}

function renderDepositForm(o: {
  lang: BankLang;
  action: string;
  row: DepositRow;
  identities: BankIdentity[];
  holder?: { name: string; masked: string; bank: string };
  error?: string;
}): string {
  const t = TEXTS[o.lang];
  const payer = o.holder
    ? `<p><strong>${esc(t.payer)}:</strong> ${esc(o.holder.name)}<br><strong>${esc(t.account)}:</strong> ${esc(o.holder.bank)} ${esc(o.holder.masked)}</p>`
    : `<fieldset><legend>${esc(t.payer)}</legend>
${o.identities
  .map(
    (p, i) =>
      `<label><input type="radio" name="identity" value="${esc(p.nationalId)}"${i === 0 ? ' checked' : ''}> ${esc(p.firstName)} ${esc(p.lastName)} <span class="id">(${esc(p.nationalId)})</span></label>`,
  )
  .join('\n')}
<label><input type="radio" name="identity" value="new"> ${esc(o.lang === 'fi' ? 'Uusi satunnainen henkilö' : o.lang === 'et' ? 'Uus juhuslik isik' : 'New random person')}</label>
</fieldset>`;
  return layout(
    o.lang,
    t.title,
    `${EXTRA_STYLE}<h1>${esc(t.title)}</h1>
<p class="amount">${esc(money(Number(o.row.amount_cents), o.lang))}</p>
<p>${esc(t.intro(money(Number(o.row.amount_cents), o.lang)))}</p>
${o.error ? `<p class="error" role="alert">${esc(o.error)}</p>` : ''}
<form method="post" action="${esc(o.action)}">
${payer}
<div class="actions">
<button type="submit" name="decision" value="approve">${esc(t.approve)}</button>
<button type="submit" name="decision" value="decline" formnovalidate>${esc(t.decline)}</button>
<button type="submit" name="decision" value="cancel" formnovalidate>${esc(t.cancel)}</button>
</div>
<div class="actions"><button type="submit" name="decision" value="fail" formnovalidate>${esc(t.fail)}</button></div>
</form>
<p class="note">${esc(t.note)}</p>`,
  );
}

function renderDepositStatus(lang: BankLang, status: string, backUrl?: string): string {
  const t = TEXTS[lang];
  return layout(
    lang,
    t.statusTitle,
    `<h1>${esc(t.statusTitle)}</h1>
<p>${esc(status === 'unavailable' ? t.unavailable : (t.status[status] ?? t.unknown))}</p>
${backUrl ? `<p><a href="${esc(backUrl)}">${esc(t.back)}</a></p>` : ''}
<p class="note">${esc(t.note)}</p>`,
  );
}

const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

const htmlResponse = { 200: { type: 'string' }, ...errorResponses } as const;

const html = (reply: FastifyReply, status: number, body: string, code?: ErrorCodeValue) =>
  sendHtml(reply, status, body, BANK_PAGE_CSP, code);

/**
 * The bank simulator's payment page (sandbox), beside the login page: GET shows the amount and
 * the payer (test persons for a new customer; the player's own account for a logged-in
 * deposit), POST approves, declines, cancels or simulates a bank error and answers 303 to the
 * site's return URL with ?deposit=<token>.
 */
export const sandboxBankDepositRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const deps = { db, cfg: ctx.accounts, clock: ctx.clock };

  const actionOf = (token: string) => `${ctx.accounts.publicPath}/sandbox/bank/deposit/${encodeURIComponent(token)}`;
  const identitiesOf = (country: string) => TEST_IDENTITIES.filter((i) => i.country === country);
  /** The payer's details and the decision belong to the browser that started the payment (or its player). */
  const ownsDeposit = async (request: FastifyRequest, row: DepositRow) =>
    ownsFlow(row, requestBrowserHash(request), (await optionalPlayer(ctx, request))?.playerId);
  const holderOf = async (row: DepositRow) => {
    if (row.kind !== 'stored' || row.player_id === null) return undefined;
    const p = await getPlayer(db, Number(row.player_id));
    if (!p) return undefined;
    const account = bankAccountFor(p.bank_id ?? `player:${p.id}`, row.country);
    return { name: `${p.first_name} ${p.last_name}`.trim() || (p.nickname ?? ''), masked: account.masked, bank: account.bankName };
  };

  app.get(
    '/deposit/:token',
    {
      schema: {
        summary: 'Bank simulator payment page (HTML)',
        tags: ['sandbox'],
        params: tokenParams,
        produces: ['text/html'],
        response: htmlResponse,
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const row = await getDeposit(db, token, ctx.clock.now());
      if (!row || !(await ownsDeposit(request, row))) return html(reply, 404, renderDepositStatus('fi', 'unknown'));
      const lang = bankLang(row.lang);
      if (bankFault(db).mode === 'error')
        return html(
          reply,
          503,
          renderDepositStatus(lang, 'unavailable', withDepositParam(row.return_url, token)),
          ErrorCode.PAYMENT_PROVIDER,
        );
      if (row.status !== 'pending') return html(reply, 200, renderDepositStatus(lang, row.status, withDepositParam(row.return_url, token)));
      return html(
        reply,
        200,
        renderDepositForm({ lang, action: actionOf(token), row, identities: identitiesOf(row.country), holder: await holderOf(row) }),
      );
    },
  );

  app.post(
    '/deposit/:token',
    {
      schema: {
        summary:
          'Approve (new customer: identity = national id or "new"), decline, cancel or fail the payment; 303 to the return URL with ?deposit=<token>',
        tags: ['sandbox'],
        consumes: POST_CONTENT_TYPES,
        params: tokenParams,
        body: {
          type: 'object',
          required: ['decision'],
          properties: {
            decision: { type: 'string', enum: ['approve', 'decline', 'cancel', 'fail'] },
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
      const row = await getDeposit(db, token, now);
      if (!row || !(await ownsDeposit(request, row))) return html(reply, 404, renderDepositStatus('fi', 'unknown'));
      const lang = bankLang(row.lang);
      const back = withDepositParam(row.return_url, token);
      const fault = bankFault(db);
      if (fault.mode === 'error') return html(reply, 503, renderDepositStatus(lang, 'unavailable', back), ErrorCode.PAYMENT_PROVIDER);
      const d = request.body.decision;
      // The same decision sent again (a double click, or the front trying it on another instance
      // after the first died mid-answer): the bank took it once; the player goes back as then.
      const sentBack = () => reply.header('cache-control', 'no-store').redirect(back, 303);
      const takenBefore = async () => (await bankRecordOf(db, Number(row.id)))?.decision === d;
      if (row.status !== 'pending') {
        if (await takenBefore()) return sentBack();
        return html(reply, 409, renderDepositStatus(lang, row.status, back));
      }

      let decision: DepositDecision;
      if (d === 'cancel') decision = { cancel: true };
      else if (d === 'decline') decision = { decline: true };
      else if (d === 'fail') decision = { fail: true };
      else if (row.kind === 'stored') decision = { approve: null };
      else {
        const person = await chosenIdentity(request.body.identity, row.country, now, (id) => nationalIdInUse(db, id));
        if (!person) {
          const form = renderDepositForm({
            lang,
            action: actionOf(token),
            row,
            identities: identitiesOf(row.country),
            error: TEXTS[lang].chooseFirst,
          });
          return html(reply, 400, form, ErrorCode.FIELD_VALIDATION);
        }
        decision = { approve: person };
      }
      let decided: boolean;
      if (fault.mode === 'none') decided = await decideDeposit(deps, token, decision);
      else {
        // A faulty bank takes the decision and sends the player back, but its answer to the
        // platform comes late (slow) or never: the deposit stays pending meanwhile.
        const recorded = await recordBankDecision(deps, token, decision);
        decided = recorded !== undefined;
        if (recorded && fault.mode === 'slow')
          delayedCallback(
            db,
            fault.delayMs,
            () => bankCallback(deps, recorded.id),
            (err) => request.log.error({ err }, 'the bank callback failed'),
          );
      }
      if (!decided && !(await takenBefore())) {
        const again = await getDeposit(db, token, now);
        return html(reply, 409, renderDepositStatus(lang, again?.status ?? 'expired', back));
      }
      return sentBack();
    },
  );
};
