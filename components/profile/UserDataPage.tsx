import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { maxLengthOf, platformFieldMessage, VALIDATION_KEYS, validateEmail } from '@/lib/validation';
import { validatePasswordChange, type PasswordChangeValues } from '@/lib/validation/profile';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { changePassword, confirmEmailChange, confirmEmailCode, requestEmailCode, saveEmail } from '@/store/profile';
import { useRouter } from 'next/router';
import { Muted, Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

type Outcome = { ok: true; text: string } | { ok: false; error: ErrorMessage };

function Outcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return outcome.ok ? <MessageBox>{outcome.text}</MessageBox> : <ErrorBox message={outcome.error} />;
}

type EmailChangeValues = { email: string; password: string };

/**
 * The login email: a new address is asked with the current password and a code goes to it; the
 * address is the login only once that code is entered (docs/decisions.md#contact-change). An
 * unverified current address is verified with the code sent to it.
 */
function EmailSection() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const lang = toLocale(useRouter()?.locale);
  const id = useId();
  const needsPassword = player?.hasPassword !== false;
  const [outcome, showOutcome] = useTimedMessage<Outcome>();
  // The new address a code was sent to, while it waits for that code.
  const [pending, setPending] = useState<string | null>(null);
  const email = useForm<EmailChangeValues>({ defaultValues: { email: '', password: '' }, shouldFocusError: true });
  const code = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submitEmail = async ({ email: value, password }: EmailChangeValues) => {
    const problems: Partial<Record<keyof EmailChangeValues, string>> = {
      email: validateEmail(value),
      password: needsPassword && !password ? VALIDATION_KEYS.required : undefined,
    };
    const names = (Object.keys(problems) as (keyof EmailChangeValues)[]).filter((name) => problems[name]);
    if (names.length > 0) {
      names.forEach((name, index) => email.setError(name, { type: 'validate', message: problems[name] }, { shouldFocus: index === 0 }));
      return;
    }
    const address = value.trim().toLowerCase();
    const result = await dispatch(saveEmail({ email: address, password: needsPassword ? password : undefined })).unwrap();
    if (result.success) {
      email.reset();
      setPending(address);
      showOutcome({ ok: true, text: t('user.emailCodeSent', { email: address }) });
      return;
    }
    const onField = platformFieldMessage(result);
    if (onField && (onField.field === 'email' || onField.field === 'password')) {
      email.setError(onField.field, { type: 'platform', message: onField.message }, { shouldFocus: true });
    } else showOutcome({ ok: false, error: errorMessageForFailure(result, 'email', lang) });
  };
  const submitCode = async ({ code: value }: { code: string }) => {
    if (!/^\d{6}$/.test(value.trim())) {
      code.setError('code', { type: 'validate', message: 'validation.code' }, { shouldFocus: true });
      return;
    }
    const result = pending ? await dispatch(confirmEmailChange(value)).unwrap() : await dispatch(confirmEmailCode(value)).unwrap();
    if (result.success) {
      code.reset();
      setPending(null);
      showOutcome({ ok: true, text: t(pending ? 'user.emailChanged' : 'user.emailVerified') });
    } else showOutcome({ ok: false, error: errorMessageForFailure(result, 'email', lang) });
  };
  const resend = async () => {
    const result = await dispatch(requestEmailCode()).unwrap();
    showOutcome(
      result.success ? { ok: true, text: t('user.codeSent') } : { ok: false, error: errorMessageForFailure(result, 'email', lang) },
    );
  };
  const emailError = email.formState.errors.email?.message;
  const passwordError = email.formState.errors.password?.message;
  const codeError = code.formState.errors.code?.message;
  const asksCode = pending !== null || Boolean(player?.email && !player.emailVerified);

  return (
    <Section aria-labelledby={`${id}-email-title`}>
      <h3 id={`${id}-email-title`}>{t('user.emailTitle')}</h3>
      <Muted>
        {player?.email ?? '—'} · {player?.emailVerified ? t('user.verified') : t('user.notVerified')}
      </Muted>
      <Outcome outcome={outcome} />
      <form onSubmit={email.handleSubmit(submitEmail)} noValidate>
        <TextField
          id={`${id}-new-email`}
          label={t('user.newEmail')}
          type="email"
          autoComplete="email"
          maxLength={maxLengthOf('/player/email', 'email')}
          error={emailError && `${t('user.newEmail')}: ${ta(emailError)}`}
          {...email.register('email', { onChange: () => email.clearErrors('email') })}
        />
        {needsPassword && (
          <TextField
            id={`${id}-email-password`}
            label={t('user.currentPassword')}
            type="password"
            autoComplete="current-password"
            error={passwordError && `${t('user.currentPassword')}: ${ta(passwordError)}`}
            {...email.register('password', { onChange: () => email.clearErrors('password') })}
          />
        )}
        <PrimaryButton type="submit" disabled={email.formState.isSubmitting}>
          {t('user.saveEmail')}
        </PrimaryButton>
      </form>
      {asksCode && (
        <form onSubmit={code.handleSubmit(submitCode)} noValidate style={{ marginTop: 16 }}>
          {pending && <Muted>{t('user.emailCodeSent', { email: pending })}</Muted>}
          <TextField
            id={`${id}-email-code`}
            label={t('user.emailCode')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={codeError && ta(codeError)}
            {...code.register('code')}
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
  const { t: ta } = useTranslation('account');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const lang = toLocale(useRouter()?.locale);
  const id = useId();
  const needsOld = player?.hasPassword !== false;
  const [outcome, showOutcome] = useTimedMessage<Outcome>();
  const form = useForm<PasswordChangeValues>({ defaultValues: { oldPassword: '', password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  const submit = async (values: PasswordChangeValues) => {
    const problems = validatePasswordChange(values, needsOld);
    const names = Object.keys(problems) as (keyof PasswordChangeValues)[];
    if (names.length > 0) {
      names.forEach((name, index) => form.setError(name, { type: 'validate', message: problems[name] }, { shouldFocus: index === 0 }));
      return;
    }
    const result = await dispatch(
      changePassword({
        oldPassword: needsOld ? values.oldPassword : undefined,
        password: values.password,
        confirmPassword: values.confirmPassword,
      }),
    ).unwrap();
    if (result.success) {
      form.reset();
      showOutcome({ ok: true, text: t('user.passwordSaved') });
    } else showOutcome({ ok: false, error: errorMessageForFailure(result, 'passwordChange', lang) });
  };

  const field = (name: keyof PasswordChangeValues, autoComplete: string): ReactNode => {
    const message = errors[name]?.message;
    return (
      <TextField
        id={`${id}-${name}`}
        label={t(`user.${name}`)}
        type="password"
        autoComplete={autoComplete}
        error={message && ta(message)}
        {...form.register(name)}
      />
    );
  };

  return (
    <Section aria-labelledby={`${id}-password-title`}>
      <h3 id={`${id}-password-title`}>{t('user.passwordTitle')}</h3>
      <Outcome outcome={outcome} />
      <form onSubmit={form.handleSubmit(submit)} noValidate>
        {needsOld && field('oldPassword', 'current-password')}
        {field('password', 'new-password')}
        {field('confirmPassword', 'new-password')}
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
