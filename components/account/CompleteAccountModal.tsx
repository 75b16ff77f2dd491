import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useRef } from 'react';
import styled from 'styled-components';
import { Field, PrimaryButton, TextInput } from '@/components/common/ui';
import { toLocale } from '@/lib/routes';
import { onlyDigits, validateCompleteAccount, type CompleteAccountValues } from '@/lib/validation';
import { useAppDispatch } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { COUNTRIES } from '@/lib/account/countries';
import { ErrorBox, FieldError } from './ErrorBox';
import { Select } from './formStyles';
import { TextField } from './TextField';
import { usePlayerForm } from './usePlayerForm';
import { trapKeys, useInitialFocus } from '@/components/common/focusTrap';
import { ModalBackdrop, ModalCard } from '@/components/common/modal';
import { theme } from '@/styles/theme';
import type { ApiFailure } from '@/lib/apiResult';

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

/** The form's field of a platform failure (the platform names nickname and phone number in lower case). */
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

/** A field's rule of docs/product/validation.md (every field required with validateField, then its format). */
const rule = (name: FieldName) => (_: string, values: CompleteAccountValues) => validateCompleteAccount(values)[name];

/** The fields the platform checks before completeAccount, all at once so that every taken one is marked. */
const CHECKED = ['nickName', 'email', 'phoneNumber'] as const;

/**
 * docs/product/screens.md: shown to a logged-in player who has no email; it cannot be dismissed (no close
 * button, Escape does nothing, focus stays inside). Rules of docs/product/validation.md and the
 * platform's bounds; the platform checks nickname, email and phone before completeAccount.
 */
export function CompleteAccountModal({ locale }: { locale: string }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useInitialFocus(dialog);
  const lang = toLocale(locale);
  const { field, rules, invalid, messageOf, fieldId, markField, submit, formError, formState } = usePlayerForm<CompleteAccountValues>({
    route: '/player/completeAccount',
    label: (name) => t(`fields.${name}`),
    context: 'completeAccount',
    fieldOf,
    defaultValues: {
      nickName: '',
      email: '',
      countryCode: lang === 'et' ? '+372' : '+358',
      phoneNumber: '',
      password: '',
      confirmPassword: '',
    },
  });

  const send = async (values: CompleteAccountValues) => {
    const { checkAvailable, completeAccount } = await loadProfile();
    const fields = {
      nickName: values.nickName.trim(),
      email: values.email.trim(),
      countryCode: values.countryCode,
      phoneNumber: onlyDigits(values.phoneNumber),
      password: values.password,
      confirmPassword: values.confirmPassword,
    };
    const checks = await Promise.all(
      CHECKED.map((name) => dispatch(checkAvailable({ field: name, value: fields[name], countryCode: fields.countryCode })).unwrap()),
    );
    const refused = CHECKED.filter((_, index) => !checks[index].success);
    // Every refused one is marked; the first takes focus.
    CHECKED.forEach((name, index) => {
      const check = checks[index];
      if (!check.success) markField(name, check, name === refused[0]);
    });
    if (refused.length > 0) return;
    return dispatch(completeAccount(fields)).unwrap();
  };

  const fieldError = (name: FieldName) => {
    const text = messageOf(name);
    return text ? <FieldError id={`${fieldId(name)}-error`}>{text}</FieldError> : null;
  };

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
        <form onSubmit={submit(send)} noValidate>
          <TextField autoComplete="nickname" {...field('nickName', rule('nickName'))} />
          <TextField type="email" autoComplete="email" {...field('email', rule('email'))} />
          <Field>
            <label htmlFor={fieldId('phoneNumber')}>{t('fields.phoneNumber')}</label>
            <Row>
              <Select aria-label={t('fields.countryCode')} {...invalid('countryCode')} {...rules('countryCode', rule('countryCode'))}>
                {COUNTRIES.map((country) => (
                  <option key={country.code} value={country.dialCode}>
                    {`${t(`countries.${country.code}`)} ${country.dialCode}`}
                  </option>
                ))}
              </Select>
              <TextInput
                id={fieldId('phoneNumber')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                {...invalid('phoneNumber')}
                {...rules('phoneNumber', rule('phoneNumber'))}
              />
            </Row>
            {fieldError('countryCode')}
            {fieldError('phoneNumber')}
          </Field>
          <TextField type="password" autoComplete="new-password" {...field('password', rule('password'))} />
          <TextField type="password" autoComplete="new-password" {...field('confirmPassword', rule('confirmPassword'))} />
          <PrimaryButton type="submit" disabled={formState.isSubmitting}>
            {t('completeAccount.submit')}
          </PrimaryButton>
        </form>
      </Dialog>
    </Backdrop>
  );
}
