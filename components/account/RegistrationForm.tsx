import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId, useState, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { Field, PrimaryButton } from '@/components/common/ui';
import { errorMessageForFailure, translateError, type ErrorMessage } from '@/lib/errors';
import { href, type Locale } from '@/lib/routes';
import {
  maxLengthOf,
  platformFieldMessage,
  readRuleMessage,
  validateMaxLength,
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
import {
  validateEmail as checkEmailFree,
  validateNickName as checkNickNameFree,
  validatePhonenumber as checkPhoneFree,
} from '@/services/account/player';
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
/** The platform's length bound of a registration field comes first (services/platform/fieldLimits.ts). */
const withMaxLength = (name: Name, check?: (value: string) => string | true) => (value: string) =>
  validateMaxLength(value ?? '', maxLengthOf('/player/registerPlayer', name)) ?? (check ? check(value) : true);

/** The fields the platform checks before submit (docs/decisions.md#validate-endpoints). */
type Checked = 'email' | 'nickName' | 'phoneNumber';
const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '');
const checkWithPlatform = (name: Checked, value: string) =>
  name === 'email'
    ? checkEmailFree(value.trim())
    : name === 'nickName'
      ? checkNickNameFree(value.trim())
      : checkPhoneFree(normalizePhone(value));

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
    setError,
    clearErrors,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues>({
    shouldFocusError: true,
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

  /** The platform's verdict on one field: taken or invalid marks it; answers whether it passed. */
  const askPlatform = async (name: Checked, value: string): Promise<boolean> => {
    if (!value.trim()) return true;
    const result = await checkWithPlatform(name, value);
    if (result.success) return true;
    const onField = platformFieldMessage({ ...result, params: { ...result.params, field: name } });
    if (!onField || (result.errorCode !== 180 && result.errorCode !== 195)) return true; // 429 and such: the submit decides
    setError(name, { type: 'platform', message: onField.message });
    return false;
  };
  const onBlurCheck = (name: Checked, clientRule: (value: string) => string | undefined) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    if (value.trim() && !clientRule(value) && !validateMaxLength(value, maxLengthOf('/player/registerPlayer', name)))
      void askPlatform(name, value);
  };

  const submit = async (values: RegistrationValues) => {
    // Email, nickname and phone at once, so that every taken one is marked (the first gets focus).
    const checked: Checked[] = ['email', 'nickName', 'phoneNumber'];
    const passed = await Promise.all(checked.map((name) => askPlatform(name, values[name])));
    const firstBad = checked.find((_, index) => !passed[index]);
    if (firstBad) {
      setFocus(firstBad);
      return;
    }
    const result = await registerPlayer({
      ...values,
      email: values.email.trim(),
      nickName: values.nickName.trim(),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phoneNumber: normalizePhone(values.phoneNumber),
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
    const onField = platformFieldMessage(result);
    if (field && onField) setError(field, { type: 'platform', message: onField.message }, { shouldFocus: true });
    else {
      setServerError({ field, message: errorMessageForFailure(result, 'registration', locale) });
      if (field) setFocus(field);
    }
  };

  // Every field message names its field, e.g. "Etunimi: enintään 100 merkkiä".
  const errorMessage = (name: Name): ReactNode => {
    const client = errors[name]?.message;
    const text = client
      ? t(readRuleMessage(client).key, readRuleMessage(client).values)
      : serverError?.field === name
        ? translateError(te, serverError.message)
        : null;
    return text ? `${t(`fields.${name}`)}: ${text}` : null;
  };
  // A message goes once its field is edited.
  const clearOnChange = (name: Name) => () => {
    if (errors[name]?.type === 'platform') clearErrors(name);
    if (serverError?.field === name) setServerError(null);
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
      onBlur?: (event: { target: { value: string } }) => void;
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
        validate: withMaxLength(
          name as Name,
          options.validate ?? (options.required === false ? undefined : rule((value) => validateRequired(value))),
        ),
        onChange: clearOnChange(name as Name),
        onBlur: options.onBlur,
      })}
    />
  );
  const check = (name: 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked') => (
    <CheckRow>
      <label>
        <input
          type="checkbox"
          {...aria(name)}
          {...register(name, { validate: (value) => validateChecked(value) ?? true, onChange: clearOnChange(name) })}
        />
        <span>{t(`fields.${name}`)}</span>
      </label>
      {name === 'policyChecked' && <InfoLink slug="terms" newTab />}
      {name === 'privacyPolicyChecked' && <InfoLink slug="privacy" newTab />}
      {errorText(name)}
    </CheckRow>
  );

  return (
    <FormCard>
      <form
        onSubmit={(event) => {
          setServerError(null); // a stale line goes with the next try, whatever stops that try
          void handleSubmit(submit)(event);
        }}
        noValidate
        aria-label={t('registration.formLabel')}
      >
        {serverError && serverError.field === null && <ErrorBox message={serverError.message} />}
        {text('email', {
          type: 'email',
          autoComplete: 'email',
          validate: rule(validateEmail),
          onBlur: onBlurCheck('email', validateEmail),
        })}
        <Columns>
          {text('password', { type: 'password', autoComplete: 'new-password', validate: rule(validatePassword) })}
          {text('confirmPassword', {
            type: 'password',
            autoComplete: 'new-password',
            validate: (value) => validateRequired(value) ?? validatePasswordsMatch(getValues('password'), value) ?? true,
          })}
        </Columns>
        {text('nickName', {
          autoComplete: 'nickname',
          validate: rule(validateNickname),
          onBlur: onBlurCheck('nickName', validateNickname),
        })}
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
        {text('phoneNumber', {
          type: 'tel',
          autoComplete: 'tel',
          required: false,
          validate: optional(validateInternationalPhone),
          onBlur: onBlurCheck('phoneNumber', validateInternationalPhone),
        })}
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
