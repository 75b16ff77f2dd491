import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { MAX_CLOCK_ADVANCE_MS, SandboxClock } from '../clock';
import { AppError } from '../errors';
import { requireAdmin } from './admin';
import type { FeaturePlugin } from './context';
import { adminHeaders, bool, getSchema, int, postSchema } from './schemas';

const clockAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'now', 'offsetMs'],
  properties: {
    success: bool,
    now: { ...int, description: 'The platform time (epoch ms)' },
    offsetMs: { ...int, description: 'How far the sandbox clock is ahead of the real time' },
  },
} as const;

const MINUTE_MS = 60_000;
const amount = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;

/**
 * The sandbox clock under /sandbox/admin (header x-admin-token): read it, and move it forward so
 * that a loss-limit period or a cool-off can end without waiting (never backwards).
 */
export const clockAdminPlugin: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const sandboxClock = (): SandboxClock => {
    if (!(ctx.clock instanceof SandboxClock)) throw AppError.forbidden('The clock can be moved only in sandbox mode');
    return ctx.clock;
  };
  const answer = (clock: SandboxClock) => ({ success: true, now: clock.now(), offsetMs: clock.offsetMs() });

  app.get(
    '/clock',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...getSchema('The platform clock: now and the offset of the sandbox clock', clockAnswerSchema, ['sandbox']),
        headers: adminHeaders,
      },
    },
    async () => answer(sandboxClock()),
  );

  app.post(
    '/clock/advance',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          'Move the platform clock forward by days + hours + minutes + ms, or to the time `to` (epoch ms, not in the past); at most a year at a time',
          {
            type: 'object',
            minProperties: 1,
            additionalProperties: false,
            properties: {
              days: amount(366),
              hours: amount(366 * 24),
              minutes: amount(366 * 24 * 60),
              ms: amount(MAX_CLOCK_ADVANCE_MS),
              to: { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000 },
            },
          },
          clockAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
      },
    },
    async (request) => {
      const clock = sandboxClock();
      const { days = 0, hours = 0, minutes = 0, ms = 0, to } = request.body;
      let step = ((days * 24 + hours) * 60 + minutes) * MINUTE_MS + ms;
      if (to !== undefined) {
        if (step !== 0) throw AppError.validation('to', 'Give either `to` or a duration', { rule: 'oneOf' });
        step = to - clock.now();
        if (step < 0) throw AppError.validation('to', 'The clock never moves backwards', { rule: 'notInPast', now: clock.now() });
      }
      if (step > MAX_CLOCK_ADVANCE_MS)
        throw AppError.validation('ms', 'At most a year at a time', { rule: 'range', max: MAX_CLOCK_ADVANCE_MS });
      clock.advance(step);
      return answer(clock);
    },
  );
};
