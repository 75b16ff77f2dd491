import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, bool, postSchema } from '../../http/schemas';

/**
 * The bank simulator's fault modes (docs/decisions.md#bank-faults), set under /sandbox/admin:
 * - `never`: the bank takes the player's decision but its answer to the platform never arrives;
 * - `slow`: the bank answers (its callback and its status queries) only after `delayMs` (5 s);
 * - `error`: the bank answers 503 to everything (its payment page and its status queries).
 * Per instance, like the sandbox clock and the slot seed.
 */

const BANK_FAULT_MODES = ['none', 'never', 'slow', 'error'] as const;
type BankFaultMode = (typeof BANK_FAULT_MODES)[number];
export interface BankFault {
  mode: BankFaultMode;
  delayMs: number;
}

const BANK_SLOW_MS = 5000;
const NO_FAULT: BankFault = { mode: 'none', delayMs: BANK_SLOW_MS };

/** Fault and the callbacks still on their way, per database handle (one per instance). */
const state = new WeakMap<object, { fault: BankFault; callbacks: Set<NodeJS.Timeout> }>();

function stateOf(db: object) {
  let s = state.get(db);
  if (!s) state.set(db, (s = { fault: NO_FAULT, callbacks: new Set() }));
  return s;
}

export const bankFault = (db: object): BankFault => stateOf(db).fault;

function setBankFault(db: object, fault: BankFault): void {
  stateOf(db).fault = fault;
}

/** Runs the bank's callback after `ms` (a slow bank); a callback still on its way when the instance stops is lost. */
export function delayedCallback(db: object, ms: number, run: () => Promise<unknown>, onError: (err: unknown) => void): void {
  const { callbacks } = stateOf(db);
  const timer = setTimeout(() => {
    callbacks.delete(timer);
    run().catch(onError);
  }, ms);
  callbacks.add(timer);
}

/** Drops the callbacks on their way (the instance stops; reconciliation settles those deposits). */
function dropCallbacks(db: object): void {
  const { callbacks } = stateOf(db);
  for (const t of callbacks) clearTimeout(t);
  callbacks.clear();
}

/** The bank is down (mode `error`): what the bank's status query throws, as a 503 would. */
class BankUnavailableError extends Error {
  readonly status = 503;
  constructor() {
    super('The bank answered 503');
  }
}

/** Waits as the bank does before it answers a status query: a slow bank's delay, or a 503. */
export async function bankAnswerDelay(db: object): Promise<void> {
  const fault = bankFault(db);
  if (fault.mode === 'error') throw new BankUnavailableError();
  if (fault.mode === 'slow') await new Promise((r) => setTimeout(r, fault.delayMs).unref());
}

const faultSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'mode', 'delayMs'],
  properties: { success: bool, mode: { type: 'string', enum: BANK_FAULT_MODES }, delayMs: { type: 'integer' } },
} as const;

/** POST /sandbox/admin/bank/fault (header x-admin-token): how the simulated bank misbehaves on this instance. */
export const bankFaultAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  app.addHook('onClose', async () => dropCallbacks(db));
  app.post(
    '/bank/fault',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Make the bank simulator misbehave on this instance: never (the bank's answer to the platform never arrives), slow (it answers after delayMs, default 5000), error (it answers 503); none is the normal bank",
          {
            type: 'object',
            required: ['mode'],
            additionalProperties: false,
            properties: {
              mode: { type: 'string', enum: BANK_FAULT_MODES },
              delayMs: { type: 'integer', minimum: 0, maximum: 60_000 },
            },
          },
          faultSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => {
      const fault: BankFault = { mode: request.body.mode, delayMs: request.body.delayMs ?? BANK_SLOW_MS };
      setBankFault(db, fault);
      return { success: true, ...fault };
    },
  );
};
