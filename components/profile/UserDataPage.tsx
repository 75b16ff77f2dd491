import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { validateEmail } from '@/lib/validation';
import { validatePasswordChange, type PasswordChangeValues } from '@/lib/validation/profile';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { changePassword, confirmEmailCode, requestEmailCode, saveEmail } from '@/store/profile';
import { useRouter } from 'next/router';
import { Muted, Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

type Outcome = { ok: true; text: string } | { ok: false; error: ErrorMessage };

function Outcome({ outcome }: { outcome: Outcome | null }) {
  if (!outcome) return null;
  return outcome.ok ? <MessageBox>{outcome.text}</MessageBox> : <ErrorBox message={outcome.error} />;
}

/** The email: change it (a code goes to the new address) and verify it with that code. */
function EmailSection() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const lang = toLocale(useRouter()?.locale);
  const id = useId();
  const [outcome, showOutcome] = useTimedMessage<Outcome>();
  const email = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const code = useForm<{ code: string }>({ defaultValues: { code: '' } });

  const submitEmail = async ({ email: value }: { email: string }) => {
    const problem = validateEmail(value);
    if (problem) {
      email.setError('email', { type: 'validate', message: problem }, { shouldFocus: true });
      return;
    }
    const result = await dispatch(saveEmail(value.trim())).unwrap();
    if (result.success) {
      email.reset();
      showOutcome({ ok: true, text: t('user.emailSaved') });
    } else showOutcome({ ok: false, error: errorMessageForFailure(result, 'email', lang) });
  };
  const submitCode = async ({ code: value }: { code: string }) => {
    if (!/^\d{6}$/.test(value.trim())) {
      code.setError('code', { type: 'validate', message: 'validation.code' }, { shouldFocus: true });
      return;
    }
    const result = await dispatch(confirmEmailCode(value)).unwrap();
    if (result.success) {
      code.reset();
      showOutcome({ ok: true, text: t('user.emailVerified') });
    } else showOutcome({ ok: false, error: errorMessageForFailure(result, 'email', lang) });
  };
  const resend = async () => {
    const result = await dispatch(requestEmailCode()).unwrap();
    showOutcome(
      result.success ? { ok: true, text: t('user.codeSent') } : { ok: false, error: errorMessageForFailure(result, 'email', lang) },
    );
  };
  const emailError = email.formState.errors.email?.message;
  const codeError = code.formState.errors.code?.message;

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
          error={emailError && ta(emailError)}
          {...email.register('email')}
        />
        <PrimaryButton type="submit" disabled={email.formState.isSubmitting}>
          {t('user.saveEmail')}
        </PrimaryButton>
      </form>
      {player?.email && !player.emailVerified && (
        <form onSubmit={code.handleSubmit(submitCode)} noValidate style={{ marginTop: 16 }}>
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
          <SecondaryButton type="button" onClick={() => void resend()}>
            {t('user.resendCode')}
          </SecondaryButton>
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
