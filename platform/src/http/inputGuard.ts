import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Values no field may hold, refused once for every route after schema validation and before any
 * route or scope hook: NaN and ±Infinity (schema coercion turns the query string 'Infinity' into
 * a number that passes `minimum`/`maximum`, and a JSON 1e999 parses to Infinity) and strings with
 * a NUL character (PostgreSQL cannot store them). Files (Buffers) are not looked into.
 */
function firstBadValue(value: unknown, path: string, depth = 0): { field: string; rule: string } | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : { field: path, rule: 'finite' };
  if (typeof value === 'string') return value.includes('\u0000') ? { field: path, rule: 'nul' } : null;
  if (depth > 8 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = firstBadValue(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

const REASONS: Record<string, string> = { finite: 'must be a finite number', nul: 'must not contain a NUL character' };

export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const [where, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const bad = firstBadValue(value, '');
      if (bad) {
        const field = bad.field || where;
        throw AppError.validation(field, `Invalid value for field ${field}: ${REASONS[bad.rule]}`, { rule: bad.rule, in: where });
      }
    }
  });
}
