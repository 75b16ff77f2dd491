import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { isShortCode, VALIDATION_KEYS, validateEmail, validateRequired } from '@/lib/validation';
import { validatePasswordChange, type PasswordChangeValues } from '@/lib/validation/profile';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { changePassword, confirmEmailChange, confirmEmailCode, requestEmailCode, saveEmail } from '@/store/profile';
import { useRouter } from 'next/router';
import { Muted, Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

/** The emailed code's digits. */
const EMAIL_CODE_LENGTH = 6;

type EmailChangeValues = { email: string; password: string };

/**
 * The login email: a new address is asked with the current password and a code goes to it; the
 * address is the login only once that code is entered (docs/decisions.md#contact-change). An
 * unverified current address is verified with the code sent to it.
 */
function EmailSection() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const lang = toLocale(useRouter()?.locale);
  const id = useId();
  const needsPassword = player?.hasPassword !== false;
  const [outcome, showOutcome] = useTimedMessage<{ ok: true; text: string } | { ok: false; error: ErrorMessage }>();
  // The new address a code was sent to, while it waits for that code.
  const [pending, setPending] = useState<string | null>(null);
  const email = usePlayerForm<EmailChangeValues>({
    route: '/player/email',
    label: (name) => t(name === 'email' ? 'user.newEmail' : 'user.currentPassword'),
    context: 'email',
    defaultValues: { email: '', password: '' },
  });
  const code = usePlayerForm<{ code: string }>({
    route: '/player/email/verify',
    label: () => t('user.emailCode'),
    context: 'email',
    defaultValues: { code: '' },
  });

  const submitEmail = async ({ email: value, password }: EmailChangeValues) => {
    const address = value.trim().toLowerCase();
    const result = await dispatch(saveEmail({ email: address, password: needsPassword ? password : undefined })).unwrap();
    if (result.success) {
      email.reset();
      setPending(address);
      showOutcome({ ok: true, text: t('user.emailCodeSent', { email: address }) });
    }
    return result;
  };
  const submitCode = async ({ code: value }: { code: string }) => {
    const result = pending ? await dispatch(confirmEmailChange(value)).unwrap() : await dispatch(confirmEmailCode(value)).unwrap();
    if (result.success) {
      code.reset();
      setPending(null);
      showOutcome({ ok: true, text: t(pending ? 'user.emailChanged' : 'user.emailVerified') });
    }
    return result;
  };
  const resend = async () => {
    const result = await dispatch(requestEmailCode()).unwrap();
    showOutcome(
      result.success ? { ok: true, text: t('user.codeSent') } : { ok: false, error: errorMessageForFailure(result, 'email', lang) },
    );
  };
  const asksCode = pending !== null || Boolean(player?.email && !player.emailVerified);

  return (
    <Section aria-labelledby={`${id}-email-title`}>
      <h3 id={`${id}-email-title`}>{t('user.emailTitle')}</h3>
      <Muted>
        {player?.email ?? '—'} · {player?.emailVerified ? t('user.verified') : t('user.notVerified')}
      </Muted>
      {outcome?.ok === true && <MessageBox>{outcome.text}</MessageBox>}
      {outcome?.ok === false && <ErrorBox message={outcome.error} />}
      <form onSubmit={email.submit(submitEmail)} noValidate>
        <ErrorBox message={email.formError} />
        <TextField type="email" autoComplete="email" {...email.field('email', validateEmail)} />
        {needsPassword && (
          <TextField type="password" autoComplete="current-password" {...email.field('password', (value) => validateRequired(value))} />
        )}
        <PrimaryButton type="submit" disabled={email.formState.isSubmitting}>
          {t('user.saveEmail')}
        </PrimaryButton>
      </form>
      {asksCode && (
        <form onSubmit={code.submit(submitCode)} noValidate style={{ marginTop: 16 }}>
          {pending && <Muted>{t('user.emailCodeSent', { email: pending })}</Muted>}
          <ErrorBox message={code.formError} />
          <TextField
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={EMAIL_CODE_LENGTH}
            {...code.field('code', (value) => (isShortCode(value) ? undefined : VALIDATION_KEYS.code))}
          />
          <PrimaryButton type="submit" disabled={code.formState.isSubmitting}>
            {t('user.verifyEmail')}
          </PrimaryButton>{' '}
          {!pending && (
            <SecondaryButton type="button" onClick={() => void resend()}>
              {t('user.resendCode')}
            </SecondaryButton>
          )}
        </form>
      )}
    </Section>
  );
}

/** The password: old one (when the account has one), new one by the pattern, and its confirmation. */
function PasswordSection() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const id = useId();
  const needsOld = player?.hasPassword !== false;
  const [saved, showSaved] = useTimedMessage<true>();
  const form = usePlayerForm<PasswordChangeValues>({
    route: '/player/updatePassword',
    label: (name) => t(`user.${name}`),
    context: 'passwordChange',
    defaultValues: { oldPassword: '', password: '', confirmPassword: '' },
  });
  const rule = (name: keyof PasswordChangeValues) => (_: string, values: PasswordChangeValues) =>
    validatePasswordChange(values, needsOld)[name];

  const submit = async (values: PasswordChangeValues) => {
    const result = await dispatch(
      changePassword({
        oldPassword: needsOld ? values.oldPassword : undefined,
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    ).unwrap();
    if (result.success) {
      form.reset();
      showSaved(true);
    }
    return result;
  };

  return (
    <Section aria-labelledby={`${id}-password-title`}>
      <h3 id={`${id}-password-title`}>{t('user.passwordTitle')}</h3>
      {saved && <MessageBox>{t('user.passwordSaved')}</MessageBox>}
      <form onSubmit={form.submit(submit)} noValidate>
        <ErrorBox message={form.formError} />
        {needsOld && <TextField type="password" autoComplete="current-password" {...form.field('oldPassword', rule('oldPassword'))} />}
        <TextField type="password" autoComplete="new-password" {...form.field('password', rule('password'))} />
        <TextField type="password" autoComplete="new-password" {...form.field('confirmPassword', rule('confirmPassword'))} />
        <PrimaryButton type="submit" disabled={form.formState.isSubmitting}>
          {t('user.savePassword')}
        </PrimaryButton>
      </form>
    </Section>
  );
}

/** Profile page 'user': the player's details, email and password (docs/product/validation.md user settings). */
export function UserDataPage() {
  const { t } = useTranslation('profile');
  const player = useAppSelector(selectPlayer);
  return (
    <div>
      {player && (
        <Section>
          <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px', margin: 0 }}>
            <dt>{t('user.nickName')}</dt>
            <dd style={{ margin: 0 }}>{player.nickName ?? '—'}</dd>
            <dt>{t('user.name')}</dt>
            <dd style={{ margin: 0 }}>{[player.firstName, player.lastName].filter(Boolean).join(' ') || '—'}</dd>
            <dt>{t('user.phone')}</dt>
            <dd style={{ margin: 0 }}>{player.phoneNumber ?? '—'}</dd>
          </dl>
        </Section>
      )}
      <EmailSection />
      <PasswordSection />
    </div>
  );
}
