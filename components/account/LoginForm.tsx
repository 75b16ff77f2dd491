import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { ErrorBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import type { ErrorMessage } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import { validateRequired } from '@/lib/validation';
import { usePlayerForm } from './usePlayerForm';
import { theme } from '@/styles/theme';
import type { ApiFailure } from '@/lib/apiResult';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 420px;
  & input[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: ${theme.space.sm};
  margin: ${`${theme.space.md} 0`};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${theme.colors.border};
  }
`;

const Links = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.xs};
  margin-top: ${theme.space.lg};
  font-size: ${theme.fontSizes.sm};
  & p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

export interface LoginValues {
  email: string;
  password: string;
}

export interface LoginFormProps {
  locale: Locale;
  /** The login itself (LoginBox: the login flow); its failure is the form's line until the next try. */
  onSubmit?: (values: LoginValues) => Promise<ApiFailure | null>;
  onBankLogin?: () => void;
  /** Called when one of the form's links is followed (a panel closes itself). */
  onNavigate?: () => void;
  /** The bank login's error; flags the inputs like the login's own. */
  error?: ErrorMessage | null;
  /** A login or bank login is running. */
  busy?: boolean;
}

const required = (value: string) => validateRequired(value);

/**
 * The login form (docs/product/validation.md): email and password required and within the
 * platform's bounds, email-type input, inputs flagged while an error shows (a login's notice or
 * red error, or the bank login's).
 */
export function LoginForm({ locale, onSubmit, onBankLogin, onNavigate, error, busy = false }: LoginFormProps) {
  const { t } = useTranslation('common');
  const { field, submit, fieldId, formState, formError } = usePlayerForm<LoginValues>({
    route: '/login',
    label: (name) => t(`login.${name}`),
    context: 'login',
    fieldOf: () => null,
    defaultValues: { email: '', password: '' },
  });
  const working = busy || formState.isSubmitting;
  const errorId = `${fieldId('email')}-form-error`;
  const shown = formError ?? error;
  const flagged = Boolean(shown);
  return (
    <Form
      onSubmit={submit(async (values) => (await onSubmit?.(values)) ?? undefined)}
      method="post"
      noValidate
      aria-label={t('login.title')}
      aria-busy={working}
    >
      <ErrorBox message={shown} id={errorId} />
      <TextField type="email" autoComplete="email" required describedBy={flagged ? errorId : undefined} {...field('email', required)} />
      <TextField
        type="password"
        autoComplete="current-password"
        required
        describedBy={flagged ? errorId : undefined}
        {...field('password', required)}
      />
      <PrimaryButton type="submit" disabled={working}>
        {t('login.submit')}
      </PrimaryButton>
      <Divider>{t('login.or')}</Divider>
      <SecondaryButton type="button" onClick={onBankLogin} disabled={working}>
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
