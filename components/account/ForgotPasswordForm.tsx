import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { PrimaryButton, PrimaryLink } from '@/components/common/ui';
import { href, type Locale } from '@/lib/routes';
import {
  validateActivationCode,
  validateBirthDate,
  validateEmail,
  validatePassword,
  validatePasswordsMatch,
  validateRequired,
} from '@/lib/validation';
import { loadProfile } from '@/store/profile/load';
import { useAppDispatch } from '@/store';
import { ErrorBox, MessageBox } from './ErrorBox';
import { TextField } from './TextField';
import { FormCard } from './formStyles';
import { usePlayerForm } from './usePlayerForm';

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

/**
 * Email and birth date. A mismatch (109) is the form's own line, marking both fields: which of
 * the two is wrong is not told.
 */
function RequestStep({ onSent }: { onSent: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { field, submit, formError, fieldId, formState } = usePlayerForm<RequestValues>({
    route: '/player/triggerForgotPassword',
    label: (name) => t(`fields.${name}`),
    context: 'forgotPassword',
    fieldOf: () => null,
    defaultValues: { email: '', birthDate: '' },
  });
  const errorId = `${fieldId('email')}-form-error`;
  const describedBy = formError ? errorId : undefined;
  return (
    <form
      onSubmit={submit(async (values) => {
        const { requestPasswordReset } = await loadProfile();
        const result = await dispatch(requestPasswordReset(values)).unwrap();
        if (result.success) onSent();
        return result;
      })}
      noValidate
      aria-label={t('forgotPassword.requestTitle')}
    >
      <h2>{t('forgotPassword.requestTitle')}</h2>
      <p className="lead">{t('forgotPassword.requestText')}</p>
      <ErrorBox message={formError} id={errorId} />
      <TextField type="email" autoComplete="email" describedBy={describedBy} {...field('email', validateEmail)} />
      <TextField type="date" autoComplete="bday" describedBy={describedBy} {...field('birthDate', (value) => validateBirthDate(value))} />
      <PrimaryButton type="submit" disabled={formState.isSubmitting}>
        {t('forgotPassword.requestSubmit')}
      </PrimaryButton>
    </form>
  );
}

const RESET_LABELS = {
  activationCode: 'fields.resetCode',
  password: 'fields.newPassword',
  confirmPassword: 'fields.confirmPassword',
} as const;

function ResetStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const { field, submit, formError, formState } = usePlayerForm<ResetValues>({
    route: '/player/modifyForgotPassword',
    label: (name) => t(RESET_LABELS[name]),
    defaultValues: { activationCode: '', password: '', confirmPassword: '' },
  });
  return (
    <form
      onSubmit={submit(async (values) => {
        const { resetPassword } = await loadProfile();
        const result = await dispatch(resetPassword(values)).unwrap();
        if (result.success) onDone();
        return result;
      })}
      noValidate
      aria-label={t('forgotPassword.resetTitle')}
    >
      <h2>{t('forgotPassword.resetTitle')}</h2>
      <MessageBox variant="notice">{t('forgotPassword.sent')}</MessageBox>
      <ErrorBox message={formError} />
      <TextField autoComplete="one-time-code" spellCheck={false} {...field('activationCode', validateActivationCode)} />
      <TextField type="password" autoComplete="new-password" {...field('password', validatePassword)} />
      <TextField
        type="password"
        autoComplete="new-password"
        {...field('confirmPassword', (value, values) => validateRequired(value) ?? validatePasswordsMatch(values.password, value))}
      />
      <PrimaryButton type="submit" disabled={formState.isSubmitting}>
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
      {step === 'request' && <RequestStep onSent={() => setStep('reset')} />}
      {step === 'reset' && <ResetStep onDone={() => setStep('done')} />}
      {step === 'done' && (
        <>
          <MessageBox>{t('forgotPassword.done')}</MessageBox>
          <PrimaryLink href={href('login', {}, locale)}>{t('forgotPassword.login')}</PrimaryLink>
        </>
      )}
    </FormCard>
  );
}
