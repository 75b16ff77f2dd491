/**
 * The platform's bounds on a form's fields (services/platform/fieldLimits.ts, generated from its
 * OpenAPI document: docs/decisions.md#field-limits) and messages that carry values. A
 * react-hook-form message is one string, so a rule with values is written `key?name=value`.
 */
import { FIELD_LIMITS } from '@/services/platform/fieldLimits';

export type LimitedRoute = keyof typeof FIELD_LIMITS;

/** The longest value the platform takes for `field` of `route`'s body, if it bounds it. */
export function maxLengthOf(route: LimitedRoute, field: string): number | undefined {
  const fields = FIELD_LIMITS[route] as Record<string, { maxLength?: number }>;
  return fields[field]?.maxLength;
}

/** The shortest value the platform takes for `field` of `route`'s body, if it bounds it. */
export function minLengthOf(route: LimitedRoute, field: string): number | undefined {
  const fields = FIELD_LIMITS[route] as Record<string, { minLength?: number }>;
  return fields[field]?.minLength;
}

/** A message key (`ns:key` outside the account namespace) with values, for react-hook-form (see {@link readRuleMessage}). */
export function ruleMessage(key: string, values: Record<string, string | number>): string {
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]) => [k, String(v)]))}`;
}

export function readRuleMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf('?');
  const [key, query] = at < 0 ? [message, ''] : [message.slice(0, at), message.slice(at + 1)];
  return { key, values: Object.fromEntries(new URLSearchParams(query)) };
}

/** 'validation.maxLength?max=100' when the value is longer than the platform takes. */
export function validateMaxLength(value: string, max: number | undefined): string | undefined {
  return max !== undefined && [...value.trim()].length > max ? ruleMessage('validation.maxLength', { max }) : undefined;
}

interface FieldFailure {
  errorCode: number;
  params: Record<string, unknown>;
}

/**
 * A platform failure that names a field (params.field), as that field's message key: 180 taken,
 * 109 on a password field wrong password, 195 by its rule; null when it names none or the code has
 * no field rule (the form shows the catalogue's text instead).
 */
export function platformFieldMessage(failure: FieldFailure): { field: string; message: string } | null {
  const field = failure.params.field;
  if (typeof field !== 'string') return null;
  if (failure.errorCode === 180) return { field, message: 'validation.taken' };
  if (failure.errorCode === 109 && /password/i.test(field)) return { field, message: 'validation.wrongPassword' };
  if (failure.errorCode !== 195) return null;
  const rule = failure.params.rule;
  if (rule === 'emailCharacters' || rule === 'email' || rule === 'nickname' || rule === 'required')
    return { field, message: `validation.${rule}` };
  if (rule === 'maxLength' && typeof failure.params.limit === 'number') {
    return { field, message: ruleMessage('validation.maxLength', { max: failure.params.limit }) };
  }
  return { field, message: 'validation.invalid' };
}
