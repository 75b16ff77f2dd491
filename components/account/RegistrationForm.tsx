import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Field, PrimaryButton } from '@/components/common/ui';
import { errorMessageForFailure, translateError, type ErrorMessage } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import {
  validateAdultBirthDate,
  validateChecked,
  validateEmail,
  validateInternationalPhone,
  validateNickname,
  validatePassword,
  validatePasswordsMatch,
  validateRequired,
} from '@/lib/validation';
import { registerPlayer } from '@/services/account/auth';
import { registrationAffiliateReference } from '@/lib/content/affiliate';
import type { ApiFailure } from '@/services/playerClient';
import { REGISTRATION_COUNTRIES, defaultCountry } from '@/lib/account/countries';
import { InfoLink } from '@/components/layout/InfoLink';
import { ErrorBox, FieldError } from './ErrorBox';
import { TextField } from './TextField';
import { CheckRow, Columns, FormCard, Select } from './formStyles';

export interface RegistrationValues {
  email: string;
  password: string;
  confirmPassword: string;
  nickName: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  country: string;
  address: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  phoneNumber: string;
  promoCode: string;
  ageChecked: boolean;
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
}

type Name = keyof RegistrationValues;
const NAMES: Name[] = [
  'email',
  'password',
  'confirmPassword',
  'nickName',
  'firstName',
  'lastName',
  'birthDate',
  'country',
  'address',
  'houseNumber',
  'zipCode',
  'city',
  'phoneNumber',
  'promoCode',
  'ageChecked',
  'policyChecked',
  'privacyPolicyChecked',
];

/** The form field a platform failure belongs to (params.field, or the code's usual field). */
export function registrationFieldOf(failure: ApiFailure): Name | null {
  const field = failure.params.field;
  if (typeof field === 'string' && (NAMES as string[]).includes(field)) return field as Name;
  if (failure.errorCode === 213) return 'confirmPassword';
  if (failure.errorCode === 1001) return 'password';
  if (failure.errorCode === 214) return 'ageChecked';
  if (failure.errorCode === 155) return 'policyChecked';
  if (failure.errorCode === 215) return 'privacyPolicyChecked';
  return null;
}

const optional = (check: (value: string) => string | undefined) => (value: string) => (value.trim() ? (check(value) ?? true) : true);
const rule = (check: (value: string) => string | undefined) => (value: string) => check(value) ?? true;

/** Registration (POST /player/registerPlayer with every field of docs/product/validation.md); success goes to the verify email route. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  const { t: te } = useTranslation('errors');
  const router = useRouter();
  const id = useId();
  const [serverError, setServerError] = useState<{ field: Name | null; message: ErrorMessage } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      nickName: '',
      firstName: '',
      lastName: '',
      birthDate: '',
      country: defaultCountry(locale),
      address: '',
      houseNumber: '',
      zipCode: '',
      city: '',
      phoneNumber: '',
      promoCode: '',
      ageChecked: false,
      policyChecked: false,
      privacyPolicyChecked: false,
    },
  });

  const submit = async (values: RegistrationValues) => {
    setServerError(null);
    const result = await registerPlayer({
      ...values,
      email: values.email.trim(),
      nickName: values.nickName.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: values.phoneNumber.replace(/[\s().-]/g, ''),
      registrationCurrency: 'EUR',
      language: locale,
      // The affiliate of the link or the one remembered by the welcome banner: its free spins come with the account.
      affiliateReference: registrationAffiliateReference(window.location.search, document.cookie),
    });
    if (result.success) {
      await router.push(`${href('verifyEmail', {}, locale)}?registered=1`, undefined, { locale: false });
      return;
    }
    const field = registrationFieldOf(result);
    setServerError({ field, message: errorMessageForFailure(result, 'registration', locale) });
  };

  const errorMessage = (name: Name): ReactNode => {
    const client = errors[name]?.message;
    return client ? t(client) : serverError?.field === name ? translateError(te, serverError.message) : null;
  };
  const errorText = (name: Name): ReactNode => {
    const text = errorMessage(name);
    return text ? <FieldError id={`${id}-${name}-error`}>{text}</FieldError> : null;
  };
  const aria = (name: Name) => {
    const bad = Boolean(errors[name]) || serverError?.field === name;
    return { 'aria-invalid': bad, 'aria-describedby': bad ? `${id}-${name}-error` : undefined };
  };
  const text = (
    name: FieldPath<RegistrationValues>,
    options: {
      type?: string;
      autoComplete?: string;
      required?: boolean;
      validate?: (value: string) => string | true;
      inputMode?: 'numeric' | 'tel';
    } = {},
  ) => (
    <TextField
      id={`${id}-${name}`}
      label={`${t(`fields.${name}`)}${options.required === false ? ` ${t('optional')}` : ''}`}
      type={options.type ?? 'text'}
      autoComplete={options.autoComplete}
      inputMode={options.inputMode}
      required={options.required !== false}
      error={errorMessage(name as Name)}
      {...register(name as Exclude<Name, 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked'>, {
        validate: options.validate ?? (options.required === false ? undefined : rule((value) => validateRequired(value))),
      })}
    />
  );
  const check = (name: 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked') => (
    <CheckRow>
      <label>
        <input type="checkbox" {...aria(name)} {...register(name, { validate: (value) => validateChecked(value) ?? true })} />
        <span>{t(`fields.${name}`)}</span>
      </label>
      {name === 'policyChecked' && <InfoLink slug="terms" newTab />}
      {name === 'privacyPolicyChecked' && <InfoLink slug="privacy" newTab />}
      {errorText(name)}
    </CheckRow>
  );

  return (
    <FormCard>
      <form onSubmit={handleSubmit(submit)} noValidate aria-label={t('registration.formLabel')}>
        {serverError && serverError.field === null && <ErrorBox message={serverError.message} />}
        {text('email', { type: 'email', autoComplete: 'email', validate: rule(validateEmail) })}
        <Columns>
          {text('password', { type: 'password', autoComplete: 'new-password', validate: rule(validatePassword) })}
          {text('confirmPassword', {
            type: 'password',
            autoComplete: 'new-password',
            validate: (value) => validateRequired(value) ?? validatePasswordsMatch(getValues('password'), value) ?? true,
          })}
        </Columns>
        {text('nickName', { autoComplete: 'nickname', validate: rule(validateNickname) })}
        <Columns>
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </Columns>
        {text('birthDate', { type: 'date', autoComplete: 'bday', validate: rule((value) => validateAdultBirthDate(value)) })}
        <Field>
          <label htmlFor={`${id}-country`}>{t('fields.country')}</label>
          <Select
            id={`${id}-country`}
            {...aria('country')}
            {...register('country', { validate: rule((value) => validateRequired(value)) })}
          >
            {REGISTRATION_COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {t(`countries.${code}`)}
              </option>
            ))}
          </Select>
          {errorText('country')}
        </Field>
        <Columns>
          {text('address', { autoComplete: 'address-line1', required: false })}
          {text('houseNumber', { required: false })}
          {text('zipCode', { autoComplete: 'postal-code', required: false, inputMode: 'numeric' })}
          {text('city', { autoComplete: 'address-level2', required: false })}
        </Columns>
        {text('phoneNumber', { type: 'tel', autoComplete: 'tel', required: false, validate: optional(validateInternationalPhone) })}
        {text('promoCode', { required: false })}
        {check('ageChecked')}
        {check('policyChecked')}
        {check('privacyPolicyChecked')}
        <PrimaryButton type="submit" disabled={isSubmitting}>
          {t('registration.submit')}
        </PrimaryButton>
      </form>
      <p>
        {t('registration.haveAccount')}{' '}
        <Link href={href('login', {}, locale)} locale={false}>
          {t('registration.login')}
        </Link>
      </p>
    </FormCard>
  );
}
