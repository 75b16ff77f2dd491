/**
 * The one way a player form checks and sends (docs/decisions.md#field-limits), on react-hook-form:
 * - every field named as a body field of the form's platform `route` gets that field's length
 *   bound (services/platform/fieldLimits.ts), before the form's own rule;
 * - a message starts with its field's label ("Etunimi: enintään 100 merkkiä") in the page's
 *   language; the first invalid field takes focus (which scrolls it into view);
 * - a field's message goes when it is fixed (checked again on each change after a try; a
 *   platform's message goes at the first edit), the form's line at the next try;
 * - a failure the submit answers lands on the field it names (focused) or on the form's line; the
 *   submit sends through a store thunk, which has already applied the one "115 logs out" rule
 *   (store/authError.ts), so the form does not apply it again.
 */
import { useRouter } from 'next/router';
import { useId, useState, type BaseSyntheticEvent, type ChangeEvent, type ReactNode } from 'react';
import { useForm, type FieldPath, type FieldPathValue, type FieldValues, type UseFormProps } from 'react-hook-form';
import { errorMessageForFailure, translateError, type ErrorContext, type ErrorMessage } from '@/lib/errors';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { toLocale } from '@/lib/routes';
import { maxLengthOf, platformFieldMessage, readRuleMessage, validateMaxLength, type LimitedRoute } from '@/lib/validation';
import type { ApiFailure, ApiResult } from '@/lib/apiResult';

export interface PlayerFormOptions<V extends FieldValues> extends Omit<UseFormProps<V>, 'shouldFocusError'> {
  /** The platform call the form sends: its body fields' length bounds apply to the fields of the same name. */
  route?: LimitedRoute;
  /** A field's label as the form shows it: its messages start with it. */
  label: (name: FieldPath<V>) => string;
  /** The catalogue's rules for the form's line (lib/errors). */
  context?: ErrorContext;
  /** The form's field of a platform failure; by default the field it names (params.field) when the form has one of that name. */
  fieldOf?: (failure: ApiFailure) => FieldPath<V> | null;
}

/** A rule of the form's own: the message key of what is wrong (`key?name=value`, lib/validation ruleMessage), or undefined. */
export type FieldCheck<V extends FieldValues, N extends FieldPath<V>> = (value: FieldPathValue<V, N>, values: V) => string | undefined;

/** A catalogue text on a field (a failure with no rule of its own, e.g. 104) travels in react-hook-form's message as JSON. */
const CATALOGUE = 'catalogue';
const PLATFORM = 'platform';

/**
 * A field's message in the page's language, translated only once there is one: asking for a
 * namespace still loading re-renders the page when it arrives (lib/i18n/loadNamespaces.ts).
 */
function FieldMessage({ label, type, message }: { label: string; type: string; message: string }) {
  const { t } = useTranslation('account');
  const rule = readRuleMessage(message);
  const text = type === CATALOGUE ? translateError(t, JSON.parse(message) as ErrorMessage) : t(rule.key, rule.values);
  return <>{`${label}: ${text}`}</>;
}

export function usePlayerForm<V extends FieldValues>({ route, label, context = 'default', fieldOf, ...options }: PlayerFormOptions<V>) {
  const form = useForm<V>({ ...options, shouldFocusError: true });
  const locale = toLocale(useRouter()?.locale);
  const id = useId();
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const { errors } = form.formState;

  const fieldId = (name: FieldPath<V>) => `${id}-${name}`;
  const errorOf = (name: FieldPath<V>) => form.getFieldState(name, form.formState).error;

  /** The field's message: its label, then the rule, e.g. "Sähköposti: tämä on jo käytössä." */
  const messageOf = (name: FieldPath<V>): ReactNode => {
    const error = errorOf(name);
    return error?.message ? <FieldMessage label={label(name)} type={error.type} message={error.message} /> : null;
  };

  /** register() with the platform's length bound first, then the form's check; a platform's message goes at the first edit. */
  const rules = <N extends FieldPath<V>>(name: N, check?: FieldCheck<V, N>, onChange?: (event: ChangeEvent<HTMLInputElement>) => void) =>
    form.register(name, {
      validate: (value: FieldPathValue<V, N>, values: V) =>
        (typeof value === 'string' && route ? validateMaxLength(value, maxLengthOf(route, name)) : undefined) ??
        check?.(value, values) ??
        true,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const type = errorOf(name)?.type;
        if (type === PLATFORM || type === CATALOGUE) form.clearErrors(name);
        onChange?.(event);
      },
    });

  /** The props of a TextField: id, label, message and registration. */
  const field = <N extends FieldPath<V>>(name: N, check?: FieldCheck<V, N>, onChange?: (event: ChangeEvent<HTMLInputElement>) => void) => ({
    id: fieldId(name),
    label: label(name),
    error: messageOf(name),
    ...rules(name, check, onChange),
  });

  /** For an input laid out by the form itself: its invalid state and the id of its message (TextField's `${id}-error`). */
  const invalid = (name: FieldPath<V>) => {
    const bad = Boolean(errorOf(name));
    return { 'aria-invalid': bad, 'aria-describedby': bad ? `${fieldId(name)}-error` : undefined };
  };

  /** A platform failure as `name`'s message (its rule, else the catalogue's text); focused unless told otherwise. */
  const markField = (name: FieldPath<V>, failure: ApiFailure, focus = true) => {
    const onField = platformFieldMessage({ ...failure, params: { ...failure.params, field: name } });
    form.setError(
      name,
      onField
        ? { type: PLATFORM, message: onField.message }
        : { type: CATALOGUE, message: JSON.stringify(errorMessageForFailure(failure, context, locale)) },
      { shouldFocus: focus },
    );
  };

  const defaultFieldOf = (failure: ApiFailure): FieldPath<V> | null => {
    const named = failure.params.field;
    return typeof named === 'string' && Object.prototype.hasOwnProperty.call(form.getValues(), named) ? (named as FieldPath<V>) : null;
  };

  /** A failed call (its 115 already dealt with by the thunk that sent it): its field, or the form's line. */
  const fail = (failure: ApiFailure) => {
    const name = (fieldOf ?? defaultFieldOf)(failure);
    if (name) markField(name, failure);
    else setFormError(errorMessageForFailure(failure, context, locale));
  };

  /**
   * The form's onSubmit: the line of the last try goes, the fields are checked (the first invalid
   * one focused), then `send` runs; what it answers, if a failure, goes through {@link fail}.
   */
  const submit = (send: (values: V) => Promise<ApiResult<unknown> | void> | void) => (event?: BaseSyntheticEvent) => {
    setFormError(null);
    void form.handleSubmit(async (values) => {
      const result = await send(values);
      if (result && !result.success) fail(result);
    })(event);
  };

  return {
    ...form,
    errors,
    fieldId,
    messageOf,
    rules,
    field,
    invalid,
    markField,
    submit,
    formError,
    setFormError,
  };
}
