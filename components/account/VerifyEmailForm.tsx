import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { PrimaryButton, PrimaryLink } from '@/components/common/ui';
import { href, type Locale } from '@/lib/routes';
import { validateActivationCode } from '@/lib/validation';
import { runLoginFlow } from './loginFlow';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import { ErrorBox, MessageBox } from './ErrorBox';
import { TextField } from './TextField';
import { FormCard } from './formStyles';
import { usePlayerForm } from './usePlayerForm';
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
  const [done, setDone] = useState(false);
  const queryCode = typeof router.query.code === 'string' ? router.query.code : '';
  const registered = router.query.registered === '1';
  const { field, submit, formError, fieldId, formState } = usePlayerForm<{ activationCode: string }>({
    route: '/player/activate',
    label: () => t('fields.activationCode'),
    context: 'email',
    values: { activationCode: queryCode },
  });
  const errorId = `${fieldId('activationCode')}-form-error`;

  const send = async ({ activationCode }: { activationCode: string }) => {
    const { loginWithToken, verifyEmail } = await loadProfile();
    const result = await dispatch(verifyEmail(activationCode)).unwrap();
    if (result.success) {
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
        if (!failure) return result;
      }
      setDone(true);
    }
    return result;
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
      <ErrorBox message={formError} id={errorId} />
      <form onSubmit={submit(send)} noValidate aria-label={t('verifyEmail.formLabel')}>
        <TextField
          autoComplete="one-time-code"
          spellCheck={false}
          describedBy={formError ? errorId : undefined}
          {...field('activationCode', validateActivationCode)}
        />
        <PrimaryButton type="submit" disabled={formState.isSubmitting}>
          {t('verifyEmail.submit')}
        </PrimaryButton>
      </form>
    </FormCard>
  );
}
