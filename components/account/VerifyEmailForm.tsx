import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PrimaryButton, PrimaryLink } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import { isShortCode, validateActivationCode } from '@/lib/validation';
import { activate, verifyEmailShortCode } from '@/services/account/auth';
import { runLoginFlow } from '@/lib/account/loginFlow';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import { ErrorBox, MessageBox } from './ErrorBox';
import { TextField } from './TextField';
import { FormCard } from './formStyles';
import { loadProfile } from '@/store/profile/load';

/**
 * Verify email: the activation code of the email (player/activate) or its 6-digit code
 * (verifyEmailShortCode). A visitor who is not logged in is logged in with the answer's autoLogin
 * token and goes on like any login (a first login to the limits page); without a token, or if
 * that login fails, success shows a login link. `?code=` prefills the field.
 */
export function VerifyEmailForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const id = useId();
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [done, setDone] = useState(false);
  const queryCode = typeof router.query.code === 'string' ? router.query.code : '';
  const registered = router.query.registered === '1';
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ values: { code: queryCode } });

  const submit = async ({ code }: { code: string }) => {
    setError(null);
    const value = code.trim();
    const result = isShortCode(value) ? await verifyEmailShortCode(value) : await activate(value);
    if (result.success) {
      const { loginWithToken, updatePlayer } = await loadProfile();
      if (isLoggedIn) dispatch(updatePlayer({ emailVerified: true }));
      const token = result.data.autoLoginToken;
      if (!isLoggedIn && token) {
        const failure = await runLoginFlow({
          dispatch,
          submit: () => dispatch(loginWithToken(token)).unwrap(),
          locale,
          currentPath: href('home', {}, locale),
          onLoginPage: false,
          navigate: (target) => router.replace(target, undefined, { locale: false }),
        });
        if (!failure) return;
      }
      setDone(true);
    } else {
      setError(errorMessageForFailure(result, 'email', locale));
    }
  };

  if (done) {
    return (
      <FormCard>
        <MessageBox>{t('verifyEmail.success')}</MessageBox>
        {!isLoggedIn && <PrimaryLink href={href('login', {}, locale)}>{t('verifyEmail.login')}</PrimaryLink>}
      </FormCard>
    );
  }

  return (
    <FormCard>
      {registered && <MessageBox variant="notice">{t('verifyEmail.registered')}</MessageBox>}
      <p className="lead">{t('verifyEmail.text')}</p>
      <ErrorBox message={error} id={`${id}-error`} />
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('verifyEmail.formLabel')}>
        <TextField
          id={`${id}-code`}
          label={t('fields.activationCode')}
          autoComplete="one-time-code"
          spellCheck={false}
          error={errors.code?.message && t(errors.code.message)}
          describedBy={error ? `${id}-error` : undefined}
          {...register('code', { validate: (value) => validateActivationCode(value) ?? true })}
        />
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('verifyEmail.submit')}
        </PrimaryButton>
      </form>
    </FormCard>
  );
}
