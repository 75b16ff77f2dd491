import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { COUNTRIES } from '@/lib/account/countries';
import { PHONE_MAX_LENGTH } from '@/lib/constants';
import { toLocale } from '@/lib/routes';
import { fullPhoneNumber, isShortCode, onlyDigits, validatePhone, VALIDATION_KEYS } from '@/lib/validation';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { confirmPhoneCode, fetchSmsHistory, sendPhoneCode } from '@/store/profile';
import { InlineRow, Muted, Select } from './styles';
import type { ApiFailure } from '@/lib/apiResult';

type Step = 'number' | 'code' | 'confirmed';

/** The SMS code's digits. */
const SMS_CODE_LENGTH = 6;

/** A stored '+358401234567' as the form's dial code and national number. */
export function splitPhone(phone: string | null | undefined, fallbackDial: string): { dialCode: string; number: string } {
  const match = [...COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length).find((c) => phone?.startsWith(c.dialCode));
  if (!phone || !match) return { dialCode: fallbackDial, number: '' };
  return { dialCode: match.dialCode, number: phone.slice(match.dialCode.length) };
}

interface NumberValues {
  dialCode: string;
  number: string;
  password: string;
}

/** The platform names the number 'phonenumber'. */
const numberFieldOf = (failure: ApiFailure): keyof NumberValues | null =>
  failure.params.field === 'phonenumber' ? 'number' : failure.params.field === 'password' ? 'password' : null;

/** Digits only, as many as fit in 16 characters with the dial code: the input holds nothing else. */
function keepDigits(event: ChangeEvent<HTMLInputElement>, maxDigits: number) {
  event.target.value = onlyDigits(event.target.value).slice(0, maxDigits);
}

/**
 * Profile page 'phone' (docs/product/flows.md "Phone"): unverified → send code, enter code,
 * confirmed; verified → the number is shown and a new number can be confirmed the same way.
 * Digits only; dial code plus number at most 16 characters; '+' and 3 to 15 digits.
 */
export function PhonePage() {
  const { t } = useTranslation('profile');
  const { t: ta } = useTranslation('account');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const lang = toLocale(useRouter()?.locale);
  const verified = player?.phoneNumberVerified === true && Boolean(player.phoneNumber);
  const initial = splitPhone(player?.phoneNumber, lang === 'et' ? '+372' : '+358');
  const [step, setStep] = useState<Step>('number');
  const [changing, setChanging] = useState(false);
  // The number the code went to: the player's own, or the new one that becomes theirs with it.
  const [codeNumber, setCodeNumber] = useState(player?.phoneNumber ?? '');
  const numberForm = usePlayerForm<NumberValues>({
    route: '/player/phonenumber',
    label: (name) => t(name === 'dialCode' ? 'phone.country' : name === 'number' ? 'phone.number' : 'user.currentPassword'),
    context: 'phone',
    fieldOf: numberFieldOf,
    defaultValues: { dialCode: initial.dialCode, number: verified ? '' : initial.number, password: '' },
  });
  const codeForm = usePlayerForm<{ code: string }>({
    route: '/player/verifySmsShortCode',
    label: () => t('phone.code'),
    context: 'phone',
    defaultValues: { code: '' },
  });
  // A code sent earlier to the current, unverified number that is still valid: go on with it
  // (the SMS verification history), so leaving the page does not mean asking for another code.
  const currentNumber = player?.phoneNumber;
  useEffect(() => {
    if (verified || !currentNumber) return undefined;
    let live = true;
    void dispatch(fetchSmsHistory())
      .unwrap()
      .then((result) => {
        if (!live || !result.success) return;
        const last = result.data.history[0];
        if (last && last.phoneNumber === currentNumber && !last.verified && last.expireTime > Date.now()) setStep('code');
      });
    return () => {
      live = false;
    };
  }, [verified, currentNumber, dispatch]);
  // The number field may hold only as many digits as fit in 16 characters with the dial code.
  const dialCode = useWatch({ control: numberForm.control, name: 'dialCode' });
  const maxDigits = Math.max(1, PHONE_MAX_LENGTH - dialCode.length);

  const needsPassword = player?.hasPassword !== false;
  // A new number is asked with the current password (docs/decisions.md#contact-change).
  const isNew = (values: NumberValues) => fullPhoneNumber(values.dialCode, values.number) !== player?.phoneNumber;
  const sendCode = async (values: NumberValues) => {
    const full = fullPhoneNumber(values.dialCode, values.number);
    const change = isNew(values);
    const result = await dispatch(
      sendPhoneCode(change ? { phonenumber: full, password: needsPassword ? values.password : undefined } : undefined),
    ).unwrap();
    if (result.success) {
      setCodeNumber(full);
      numberForm.resetField('password');
      setStep('code');
    }
    return result;
  };

  const verify = async ({ code }: { code: string }) => {
    const result = await dispatch(confirmPhoneCode({ code, phoneNumber: codeNumber })).unwrap();
    if (result.success) {
      setStep('confirmed');
      setChanging(false);
      codeForm.reset();
    }
    return result;
  };

  if (step === 'confirmed') {
    return (
      <div>
        <MessageBox>{t('phone.confirmed', { phone: player?.phoneNumber ?? '' })}</MessageBox>
      </div>
    );
  }

  if (verified && !changing && step === 'number') {
    return (
      <div>
        <p>{t('phone.verifiedNumber', { phone: player?.phoneNumber ?? '' })}</p>
        <SecondaryButton type="button" onClick={() => setChanging(true)}>
          {t('phone.confirmNew')}
        </SecondaryButton>
      </div>
    );
  }

  if (step === 'code') {
    const { onChange, ...code } = codeForm.field('code', (value) => (isShortCode(value) ? undefined : VALIDATION_KEYS.code));
    return (
      <form onSubmit={codeForm.submit(verify)} noValidate>
        <Muted>{t('phone.codeSent', { phone: codeNumber })}</Muted>
        <ErrorBox message={codeForm.formError} />
        <TextField
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={SMS_CODE_LENGTH}
          {...code}
          onChange={(event) => {
            keepDigits(event, SMS_CODE_LENGTH);
            return onChange(event);
          }}
        />
        <PrimaryButton type="submit" disabled={codeForm.formState.isSubmitting}>
          {t('phone.verify')}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" onClick={() => setStep('number')}>
          {t('phone.changeNumber')}
        </SecondaryButton>
      </form>
    );
  }

  const { onChange: numberChanged, ...number } = numberForm.rules('number', (value, values) => validatePhone(values.dialCode, value));
  const numberMessage = numberForm.messageOf('number');
  return (
    <form onSubmit={numberForm.submit(sendCode)} noValidate>
      <Muted>{verified ? t('phone.newIntro') : t('phone.intro')}</Muted>
      <ErrorBox message={numberForm.formError} />
      <Field>
        <label htmlFor={numberForm.fieldId('number')}>{t('phone.number')}</label>
        <InlineRow>
          <Select aria-label={t('phone.country')} {...numberForm.rules('dialCode')}>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.dialCode}>
                {`${ta(`countries.${country.code}`)} ${country.dialCode}`}
              </option>
            ))}
          </Select>
          <TextInput
            id={numberForm.fieldId('number')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={maxDigits}
            {...numberForm.invalid('number')}
            {...number}
            onChange={(event) => {
              keepDigits(event, maxDigits);
              return numberChanged(event);
            }}
          />
        </InlineRow>
        {numberMessage && <FieldError id={`${numberForm.fieldId('number')}-error`}>{numberMessage}</FieldError>}
      </Field>
      {needsPassword && (
        <TextField
          type="password"
          autoComplete="current-password"
          {...numberForm.field('password', (value, values) => (isNew(values) && !value ? VALIDATION_KEYS.required : undefined))}
        />
      )}
      <PrimaryButton type="submit" disabled={numberForm.formState.isSubmitting}>
        {t('phone.sendCode')}
      </PrimaryButton>
      {verified && (
        <>
          {' '}
          <SecondaryButton type="button" onClick={() => setChanging(false)}>
            {t('phone.cancel')}
          </SecondaryButton>
        </>
      )}
    </form>
  );
}
