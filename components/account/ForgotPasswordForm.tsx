import { useTranslation } from 'next-i18next/pages';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field, PrimaryButton, PrimaryLink, TextInput } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import {
  validateActivationCode,
  validateBirthDate,
  validateEmail,
  validatePassword,
  validatePasswordsMatch,
  validateRequired,
} from '@/lib/validation';
import { modifyForgotPassword, triggerForgotPassword } from '@/services/account/auth';
import { ErrorBox, FieldError, MessageBox } from './ErrorBox';
import { FormCard } from './formStyles';

type Step = 'request' | 'reset' | 'done';

interface RequestValues {
  email: string;
  birthDate: string;
}

interface ResetValues {
  activationCode: string;
  password: string;
  confirmPassword: string;
}

const rule = (check: (value: string) => string | undefined) => (value: string) => check(value) ?? true;

function RequestStep({ locale, onSent }: { locale: Locale; onSent: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RequestValues>({ defaultValues: { email: '', birthDate: '' } });
  const submit = async (values: RequestValues) => {
    setError(null);
    const result = await triggerForgotPassword(values.email.trim(), values.birthDate);
    if (result.success) onSent();
    else setError(errorMessageForFailure(result, 'default', locale));
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('forgotPassword.requestTitle')}>
      <h2>{t('forgotPassword.requestTitle')}</h2>
      <p className="lead">{t('forgotPassword.requestText')}</p>
      <ErrorBox message={error} />
      <Field>
        <label htmlFor={`${id}-email`}>{t('fields.email')}</label>
        <TextInput
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={Boolean(errors.email || error)}
          {...register('email', { validate: rule(validateEmail) })}
        />
        {errors.email?.message && <FieldError>{t(errors.email.message)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-birthDate`}>{t('fields.birthDate')}</label>
        <TextInput
          id={`${id}-birthDate`}
          type="date"
          autoComplete="bday"
          aria-invalid={Boolean(errors.birthDate || error)}
          {...register('birthDate', { validate: rule((value) => validateBirthDate(value)) })}
        />
        {errors.birthDate?.message && <FieldError>{t(errors.birthDate.message)}</FieldError>}
      </Field>
      <PrimaryButton type="submit" disabled={isSubmitting}>
        {t('forgotPassword.requestSubmit')}
      </PrimaryButton>
    </form>
  );
}

function ResetStep({ locale, onDone }: { locale: Locale; onDone: () => void }) {
  const { t } = useTranslation('account');
  const id = useId();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ defaultValues: { activationCode: '', password: '', confirmPassword: '' } });
  const submit = async (values: ResetValues) => {
    setError(null);
    const result = await modifyForgotPassword({ ...values, activationCode: values.activationCode.trim() });
    if (result.success) onDone();
    else setError(errorMessageForFailure(result, 'default', locale));
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('forgotPassword.resetTitle')}>
      <h2>{t('forgotPassword.resetTitle')}</h2>
      <MessageBox variant="notice">{t('forgotPassword.sent')}</MessageBox>
      <ErrorBox message={error} />
      <Field>
        <label htmlFor={`${id}-code`}>{t('fields.resetCode')}</label>
        <TextInput
          id={`${id}-code`}
          autoComplete="one-time-code"
          spellCheck={false}
          aria-invalid={Boolean(errors.activationCode)}
          {...register('activationCode', { validate: rule(validateActivationCode) })}
        />
        {errors.activationCode?.message && <FieldError>{t(errors.activationCode.message)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{t('fields.newPassword')}</label>
        <TextInput
          id={`${id}-password`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.password)}
          {...register('password', { validate: rule(validatePassword) })}
        />
        {errors.password?.message && <FieldError>{t(errors.password.message)}</FieldError>}
      </Field>
      <Field>
        <label htmlFor={`${id}-confirm`}>{t('fields.confirmPassword')}</label>
        <TextInput
          id={`${id}-confirm`}
          type="password"
          autoComplete="new-password"
          aria-invalid={Boolean(errors.confirmPassword)}
          {...register('confirmPassword', {
            validate: (value) => validateRequired(value) ?? validatePasswordsMatch(getValues('password'), value) ?? true,
          })}
        />
        {errors.confirmPassword?.message && <FieldError>{t(errors.confirmPassword.message)}</FieldError>}
      </Field>
      <PrimaryButton type="submit" disabled={isSubmitting}>
        {t('forgotPassword.resetSubmit')}
      </PrimaryButton>
    </form>
  );
}

/** Forgot password in two steps: email + birth date, then the emailed code + new password. */
export function ForgotPasswordForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  const [step, setStep] = useState<Step>('request');
  return (
    <FormCard>
      {step === 'request' && <RequestStep locale={locale} onSent={() => setStep('reset')} />}
      {step === 'reset' && <ResetStep locale={locale} onDone={() => setStep('done')} />}
      {step === 'done' && (
        <>
          <MessageBox>{t('forgotPassword.done')}</MessageBox>
          <PrimaryLink href={href('login', {}, locale)} locale={false}>
            {t('forgotPassword.login')}
          </PrimaryLink>
        </>
      )}
    </FormCard>
  );
}
