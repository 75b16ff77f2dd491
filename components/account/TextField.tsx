import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field, TextInput } from '@/components/common/ui';
import { FieldError } from './ErrorBox';

type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  id: string;
  label: ReactNode;
  /** The field's own message, shown under it and read out with it. */
  error?: ReactNode;
  /** The id of a message shown elsewhere (the form's error box) that marks this field invalid. */
  describedBy?: string;
};

/**
 * A labelled text input with its message: one place that ties the label, the invalid state and
 * the message together, so a screen reader reads the message when the field takes focus.
 * Takes react-hook-form's `register(...)` props (its ref included) like a plain input.
 */
export function TextField({ id, label, error, describedBy, ...input }: TextFieldProps) {
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  return (
    <Field>
      <label htmlFor={id}>{label}</label>
      <TextInput id={id} aria-invalid={hasError || Boolean(describedBy)} aria-describedby={hasError ? errorId : describedBy} {...input} />
      {hasError && <FieldError id={errorId}>{error}</FieldError>}
    </Field>
  );
}
