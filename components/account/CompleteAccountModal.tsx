import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useRef, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Field, PrimaryButton, TextInput } from '@/components/common/ui';
import { errorMessageForFailure, translateError, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { onlyDigits, validateCompleteAccount, type CompleteAccountValues } from '@/lib/validation';
import { completeAccount, validateEmail, validateNickName, validatePhonenumber } from '@/services/account/player';
import type { ApiFailure } from '@/services/playerClient';
import { useAppDispatch } from '@/store';
import { setLoggedOut, setPlayer } from '@/store/profile/slice';
import { COUNTRIES } from '@/lib/account/countries';
import { ErrorBox, FieldError } from './ErrorBox';
import { Select } from './formStyles';
import { TextField } from './TextField';
import { trapKeys, useInitialFocus } from '@/components/common/focusTrap';
import { ModalBackdrop, ModalCard } from '@/components/common/modal';
import { theme } from '@/styles/theme';

const Backdrop = styled(ModalBackdrop)`
  padding: ${theme.space.lg} ${theme.space.md};
`;

const Dialog = styled(ModalCard)`
  width: min(520px, 100%);
  & h2 {
    margin: 0 0 ${theme.space.xs};
    font-size: ${theme.fontSizes.xl};
  }
  & > p {
    margin: 0 0 ${theme.space.md};
    color: ${theme.colors.textMuted};
  }
  & input[aria-invalid='true'],
  & select[aria-invalid='true'] {
    border-color: ${theme.colors.danger};
  }
  & form > button {
    width: 100%;
  }
`;

/**
 * Its inputs keep to the dialog's width on a 360 px screen (their intrinsic width would push it
 * out).
 */
const Row = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 140px) minmax(0, 1fr);
  gap: ${theme.space.xs};
  & > *,
  & input,
  & select {
    min-width: 0;
    max-width: 100%;
  }
`;

type FieldName = keyof CompleteAccountValues;

/** Map a platform field name to the form's field. */
function fieldOf(failure: ApiFailure): FieldName | null {
  const field = failure.params.field;
  if (field === 'nickName' || field === 'nickname') return 'nickName';
  if (field === 'email') return 'email';
  if (field === 'phoneNumber' || field === 'phonenumber') return 'phoneNumber';
  if (field === 'countryCode') return 'countryCode';
  if (field === 'password') return 'password';
  if (field === 'confirmPassword') return 'confirmPassword';
  return null;
}

/**
 * docs/product/screens.md: shown to a logged-in player who has no email; it cannot be dismissed (no close
 * button, Escape does nothing, focus stays inside). Rules of docs/product/validation.md; the platform checks
 * nickname, email and phone before completeAccount.
 */
export function CompleteAccountModal({ locale }: { locale: string }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useInitialFocus(dialog);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldName, ErrorMessage>>>({});
  const [formError, setFormError] = useState<ErrorMessage | null>(null);
  const lang = toLocale(locale);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CompleteAccountValues>({
    defaultValues: {
      nickName: '',
      email: '',
      countryCode: lang === 'et' ? '+372' : '+358',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
    },
  });

  const submit = async (values: CompleteAccountValues) => {
    setServerErrors({});
    setFormError(null);
    const problems = validateCompleteAccount(values);
    const names = Object.keys(problems) as FieldName[];
    if (names.length > 0) {
      names.forEach((name, index) => setError(name, { type: 'validate', message: problems[name] }, { shouldFocus: index === 0 }));
      return;
    }
    const phone = onlyDigits(values.phoneNumber);
    const [nick, email, phoneCheck] = await Promise.all([
      validateNickName(values.nickName.trim()),
      validateEmail(values.email.trim()),
      validatePhonenumber(phone, values.countryCode),
    ]);
    const found: Partial<Record<FieldName, ErrorMessage>> = {};
    if (!nick.success) found.nickName = errorMessageForFailure(nick, 'completeAccount', lang);
    if (!email.success) found.email = errorMessageForFailure(email, 'completeAccount', lang);
    if (!phoneCheck.success) found.phoneNumber = errorMessageForFailure(phoneCheck, 'completeAccount', lang);
    if (Object.keys(found).length > 0) {
      setServerErrors(found);
      return;
    }
    const result = await completeAccount({
      nickName: values.nickName.trim(),
      email: values.email.trim(),
      countryCode: values.countryCode,
      phoneNumber: phone,
      password: values.password,
      confirmPassword: values.confirmPassword,
    });
    if (result.success) {
      dispatch(setPlayer(result.data));
      return;
    }
    if (result.errorCode === 115) {
      dispatch(setLoggedOut());
      return;
    }
    const message = errorMessageForFailure(result, 'completeAccount', lang);
    const field = fieldOf(result);
    if (field) setServerErrors({ [field]: message });
    else setFormError(message);
  };

  const errorMessage = (name: FieldName): ReactNode => {
    const client = errors[name]?.message;
    const server = serverErrors[name];
    return client ? t(client) : server ? translateError(te, server) : null;
  };
  const fieldError = (name: FieldName): ReactNode => {
    const text = errorMessage(name);
    return text ? <FieldError id={`${id}-${name}-error`}>{text}</FieldError> : null;
  };
  const invalid = (name: FieldName) => ({
    'aria-invalid': Boolean(errors[name] || serverErrors[name]),
    'aria-describedby': errors[name] || serverErrors[name] ? `${id}-${name}-error` : undefined,
  });

  return (
    <Backdrop>
      <Dialog
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        tabIndex={-1}
        onKeyDown={(event) => trapKeys(dialog.current, event)}
        data-testid="complete-account"
      >
        <h2 id={`${id}-title`}>{t('completeAccount.title')}</h2>
        <p id={`${id}-text`}>{t('completeAccount.text')}</p>
        <ErrorBox message={formError} />
        <form onSubmit={handleSubmit(submit)} noValidate>
          <TextField
            id={`${id}-nickName`}
            label={t('fields.nickName')}
            autoComplete="nickname"
            error={errorMessage('nickName')}
            {...register('nickName')}
          />
          <TextField
            id={`${id}-email`}
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            error={errorMessage('email')}
            {...register('email')}
          />
          <Field>
            <label htmlFor={`${id}-phoneNumber`}>{t('fields.phoneNumber')}</label>
            <Row>
              <Select aria-label={t('fields.countryCode')} {...invalid('countryCode')} {...register('countryCode')}>
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.dialCode}>
                    {`${t(`countries.${country.code}`)} ${country.dialCode}`}
                  </option>
                ))}
              </Select>
              <TextInput
                id={`${id}-phoneNumber`}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={15}
                {...invalid('phoneNumber')}
                {...register('phoneNumber')}
              />
            </Row>
            {fieldError('countryCode')}
            {fieldError('phoneNumber')}
          </Field>
          <TextField
            id={`${id}-password`}
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            error={errorMessage('password')}
            {...register('password')}
          />
          <TextField
            id={`${id}-confirmPassword`}
            label={t('fields.confirmPassword')}
            type="password"
            autoComplete="new-password"
            error={errorMessage('confirmPassword')}
            {...register('confirmPassword')}
          />
          <PrimaryButton type="submit" disabled={isSubmitting}>
            {t('completeAccount.submit')}
          </PrimaryButton>
        </form>
      </Dialog>
    </Backdrop>
  );
}
