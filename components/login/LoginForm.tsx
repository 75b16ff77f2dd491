import Link from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { useId, type FormEvent } from 'react';
import styled from 'styled-components';
import { href, type Locale } from '@/lib/routes';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &::before, &::after { content: ''; flex: 1; height: 1px; background: ${({ theme }) => theme.colors.border}; }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  & p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface LoginFormProps {
  locale: Locale;
  /** Submitting the form (wired by the login task); the default only keeps the page in place. */
  onSubmit?: (values: { email: string; password: string }) => void;
  onBankLogin?: () => void;
  /** Called when one of the form's links is followed (a panel closes itself). */
  onNavigate?: () => void;
}

/** The login form: email, password, submit, bank login, forgot-password and registration links. */
export function LoginForm({ locale, onSubmit, onBankLogin, onNavigate }: LoginFormProps) {
  const { t } = useTranslation('common');
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit?.({ email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') });
  };
  return (
    <Form onSubmit={submit} method="post" noValidate={false} aria-label={t('login.title')}>
      <Field>
        <label htmlFor={`${id}-email`}>{t('login.email')}</label>
        <TextInput id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      </Field>
      <Field>
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <TextInput id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      </Field>
      <PrimaryButton type="submit">{t('login.submit')}</PrimaryButton>
      <Divider>{t('login.or')}</Divider>
      <SecondaryButton type="button" onClick={onBankLogin}>
        {t('login.bankLogin')}
      </SecondaryButton>
      <Links>
        <Link href={href('forgotPassword', {}, locale)} locale={false} onClick={onNavigate}>
          {t('login.forgotPassword')}
        </Link>
        <p>
          {t('login.newCustomer')}{' '}
          <Link href={href('registration', {}, locale)} locale={false} onClick={onNavigate}>
            {t('login.register')}
          </Link>
        </p>
      </Links>
    </Form>
  );
}
