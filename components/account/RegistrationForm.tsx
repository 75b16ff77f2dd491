import Link from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { Field, PrimaryButton } from '@/components/common/ui';
import { href, type Locale } from '@/lib/routes';
import {
  maxLengthOf,
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
import { registrationAffiliateReference } from '@/lib/content/affiliate';
import { useAppDispatch } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { REGISTRATION_COUNTRIES, defaultCountry } from '@/lib/account/countries';
import { InfoLink } from '@/components/layout/InfoLink';
import { ErrorBox, FieldError } from './ErrorBox';
import { TextField } from './TextField';
import { CheckRow, Columns, FormCard, Select } from './formStyles';
import { usePlayerForm } from './usePlayerForm';
import type { ApiFailure } from '@/lib/apiResult';

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

const optional = (check: (value: string) => string | undefined) => (value: string) => (value.trim() ? check(value) : undefined);

/** The fields the platform checks before submit (docs/decisions.md#validate-endpoints). */
type Checked = 'email' | 'nickName' | 'phoneNumber';
const normalizePhone = (value: string) => value.replace(/[\s().-]/g, '');
const CLIENT_RULES: Record<Checked, (value: string) => string | undefined> = {
  email: validateEmail,
  nickName: validateNickname,
  phoneNumber: optional(validateInternationalPhone),
};

/** Registration (POST /player/registerPlayer with every field of docs/product/validation.md); success goes to the verify email route. */
export function RegistrationForm({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { field, rules, invalid, messageOf, fieldId, markField, setFocus, submit, formError, formState } =
    usePlayerForm<RegistrationValues>({
      route: '/player/registerPlayer',
      label: (name) => t(`fields.${name}`),
      context: 'registration',
      fieldOf: registrationFieldOf,
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
  const askPlatform = async (name: Checked, value: string, focus: boolean): Promise<boolean> => {
    if (!value.trim()) return true;
    const { checkAvailable } = await loadProfile();
    const result = await dispatch(
      checkAvailable({ field: name, value: name === 'phoneNumber' ? normalizePhone(value) : value.trim() }),
    ).unwrap();
    if (result.success || (result.errorCode !== 180 && result.errorCode !== 195)) return true; // 429 and such: the submit decides
    markField(name, result, focus);
    return false;
  };
  const onBlurCheck = (name: Checked) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    if (value.trim() && !CLIENT_RULES[name](value) && !validateMaxLength(value, maxLengthOf('/player/registerPlayer', name)))
      void askPlatform(name, value, false);
  };

  const send = async (values: RegistrationValues) => {
    // Email, nickname and phone at once, so that every taken one is marked (the first gets focus).
    const checked: Checked[] = ['email', 'nickName', 'phoneNumber'];
    const passed = await Promise.all(checked.map((name) => askPlatform(name, values[name], false)));
    const firstBad = checked.find((_, index) => !passed[index]);
    if (firstBad) {
      setFocus(firstBad);
      return;
    }
    const { registerAccount } = await loadProfile();
    const result = await dispatch(
      registerAccount({
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
      }),
    ).unwrap();
    if (result.success) await router.push(`${href('verifyEmail', {}, locale)}?registered=1`, undefined, { locale: false });
    return result;
  };

  const text = (
    name: Exclude<Name, 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked'>,
    options: {
      type?: string;
      autoComplete?: string;
      required?: boolean;
      check?: (value: string) => string | undefined;
      inputMode?: 'numeric' | 'tel';
      onBlur?: (event: { target: { value: string } }) => void;
    } = {},
  ) => {
    const { onBlur, ...registered } = field(
      name,
      options.check ?? (options.required === false ? undefined : (value) => validateRequired(value)),
    );
    return (
      <TextField
        {...registered}
        label={`${t(`fields.${name}`)}${options.required === false ? ` ${t('optional')}` : ''}`}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        inputMode={options.inputMode}
        required={options.required !== false}
        onBlur={(event) => {
          void onBlur(event);
          options.onBlur?.(event);
        }}
      />
    );
  };
  const errorText = (name: Name) => {
    const message = messageOf(name);
    return message ? <FieldError id={`${fieldId(name)}-error`}>{message}</FieldError> : null;
  };
  const check = (name: 'ageChecked' | 'policyChecked' | 'privacyPolicyChecked') => (
    <CheckRow>
      <label>
        <input type="checkbox" {...invalid(name)} {...rules(name, (value) => validateChecked(value))} />
        <span>{t(`fields.${name}`)}</span>
      </label>
      {name === 'policyChecked' && <InfoLink slug="terms" newTab />}
      {name === 'privacyPolicyChecked' && <InfoLink slug="privacy" newTab />}
      {errorText(name)}
    </CheckRow>
  );

  return (
    <FormCard>
      <form onSubmit={submit(send)} noValidate aria-label={t('registration.formLabel')}>
        <ErrorBox message={formError} />
        {text('email', { type: 'email', autoComplete: 'email', check: CLIENT_RULES.email, onBlur: onBlurCheck('email') })}
        <Columns>
          {text('password', { type: 'password', autoComplete: 'new-password', check: validatePassword })}
          <TextField
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword', (value, values) => validateRequired(value) ?? validatePasswordsMatch(values.password, value))}
          />
        </Columns>
        {text('nickName', { autoComplete: 'nickname', check: CLIENT_RULES.nickName, onBlur: onBlurCheck('nickName') })}
        <Columns>
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
        </Columns>
        {text('birthDate', { type: 'date', autoComplete: 'bday', check: (value) => validateAdultBirthDate(value) })}
        <Field>
          <label htmlFor={fieldId('country')}>{t('fields.country')}</label>
          <Select id={fieldId('country')} {...invalid('country')} {...rules('country', (value) => validateRequired(value))}>
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
          check: CLIENT_RULES.phoneNumber,
          onBlur: onBlurCheck('phoneNumber'),
        })}
        {text('promoCode', { required: false })}
        {check('ageChecked')}
        {check('policyChecked')}
        {check('privacyPolicyChecked')}
        <PrimaryButton type="submit" disabled={formState.isSubmitting}>
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
