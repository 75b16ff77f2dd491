import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PrimaryButton, PrimaryLink } from '@/components/common/ui';
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
import { ErrorBox, MessageBox } from './ErrorBox';
import { TextField } from './TextField';
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
    else setError(errorMessageForFailure(result, 'forgotPassword', locale));
  };
  return (
    <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('forgotPassword.requestTitle')}>
      <h2>{t('forgotPassword.requestTitle')}</h2>
      <p className="lead">{t('forgotPassword.requestText')}</p>
      <ErrorBox message={error} id={`${id}-error`} />
      <TextField
        id={`${id}-email`}
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message && t(errors.email.message)}
        describedBy={error ? `${id}-error` : undefined}
        {...register('email', { validate: rule(validateEmail) })}
      />
      <TextField
        id={`${id}-birthDate`}
        label={t('fields.birthDate')}
        type="date"
        autoComplete="bday"
        error={errors.birthDate?.message && t(errors.birthDate.message)}
        describedBy={error ? `${id}-error` : undefined}
        {...register('birthDate', { validate: rule((value) => validateBirthDate(value)) })}
      />
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
      <ErrorBox message={error} id={`${id}-error`} />
      <TextField
        id={`${id}-code`}
        label={t('fields.resetCode')}
        autoComplete="one-time-code"
        spellCheck={false}
        error={errors.activationCode?.message && t(errors.activationCode.message)}
        describedBy={error ? `${id}-error` : undefined}
        {...register('activationCode', { validate: rule(validateActivationCode) })}
      />
      <TextField
        id={`${id}-password`}
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message && t(errors.password.message)}
        {...register('password', { validate: rule(validatePassword) })}
      />
      <TextField
        id={`${id}-confirm`}
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message && t(errors.confirmPassword.message)}
        {...register('confirmPassword', {
          validate: (value) => validateRequired(value) ?? validatePasswordsMatch(getValues('password'), value) ?? true,
        })}
      />
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
          <PrimaryLink href={href('login', {}, locale)}>{t('forgotPassword.login')}</PrimaryLink>
        </>
      )}
    </FormCard>
  );
}
