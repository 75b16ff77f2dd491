import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { COUNTRIES } from '@/lib/account/countries';
import { PHONE_MAX_LENGTH } from '@/lib/constants';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { toLocale } from '@/lib/routes';
import { fullPhoneNumber, onlyDigits, validatePhone } from '@/lib/validation';
import { getSmsHistory } from '@/services/profile/settings';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { confirmPhoneCode, sendPhoneCode, handleAuthError } from '@/store/profile';
import { InlineRow, Muted, Select } from './styles';

type Step = 'number' | 'code' | 'confirmed';

/** A stored '+358401234567' as the form's dial code and national number. */
export function splitPhone(phone: string | null | undefined, fallbackDial: string): { dialCode: string; number: string } {
  const match = [...COUNTRIES].sort((a, b) => b.dialCode.length - a.dialCode.length).find((c) => phone?.startsWith(c.dialCode));
  if (!phone || !match) return { dialCode: fallbackDial, number: '' };
  return { dialCode: match.dialCode, number: phone.slice(match.dialCode.length) };
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
  const id = useId();
  const verified = player?.phoneNumberVerified === true && Boolean(player.phoneNumber);
  const initial = splitPhone(player?.phoneNumber, lang === 'et' ? '+372' : '+358');
  const [step, setStep] = useState<Step>('number');
  const [changing, setChanging] = useState(false);
  const [dialCode, setDialCode] = useState(initial.dialCode);
  const [number, setNumber] = useState(verified ? '' : initial.number);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  // The number the code went to: the player's own, or the new one that becomes theirs with it.
  const [codeNumber, setCodeNumber] = useState(player?.phoneNumber ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [busy, setBusy] = useState(false);
  // A code sent earlier to the current, unverified number that is still valid: go on with it
  // (the SMS verification history), so leaving the page does not mean asking for another code.
  const currentNumber = player?.phoneNumber;
  useEffect(() => {
    if (verified || !currentNumber) return undefined;
    let live = true;
    void getSmsHistory().then((result) => {
      handleAuthError(result, dispatch);
      if (!live || !result.success) return;
      const last = result.data.history[0];
      if (last && last.phoneNumber === currentNumber && !last.verified && last.expireTime > Date.now()) setStep('code');
    });
    return () => {
      live = false;
    };
  }, [verified, currentNumber, dispatch]);
  // The number field may hold only as many digits as fit in 16 characters with the dial code.
  const maxDigits = Math.max(1, PHONE_MAX_LENGTH - dialCode.length);

  const needsPassword = player?.hasPassword !== false;
  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const problem = validatePhone(dialCode, number);
    setFieldError(problem ?? null);
    const full = fullPhoneNumber(dialCode, number);
    const isNew = full !== player?.phoneNumber;
    // A new number is asked with the current password (docs/decisions.md#contact-change).
    const passwordProblem = isNew && needsPassword && !password ? 'validation.required' : null;
    setPasswordError(passwordProblem);
    if (problem) {
      document.getElementById(`${id}-number`)?.focus();
      return;
    }
    if (passwordProblem) {
      document.getElementById(`${id}-password`)?.focus();
      return;
    }
    setBusy(true);
    const result = await dispatch(
      sendPhoneCode(isNew ? { phonenumber: full, password: needsPassword ? password : undefined } : undefined),
    ).unwrap();
    setBusy(false);
    if (result.success) {
      setCodeNumber(full);
      setPassword('');
      setStep('code');
    } else setError(errorMessageForFailure(result, 'phone', lang));
  };

  const verify = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!/^\d{6}$/.test(code.trim())) {
      setFieldError('validation.code');
      return;
    }
    setFieldError(null);
    setBusy(true);
    const result = await dispatch(confirmPhoneCode({ code, phoneNumber: codeNumber || fullPhoneNumber(dialCode, number) })).unwrap();
    setBusy(false);
    if (result.success) {
      setStep('confirmed');
      setChanging(false);
      setCode('');
    } else setError(errorMessageForFailure(result, 'phone', lang));
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
    return (
      <form onSubmit={(event) => void verify(event)} noValidate>
        <Muted>{t('phone.codeSent', { phone: fullPhoneNumber(dialCode, number) })}</Muted>
        <ErrorBox message={error} />
        <TextField
          id={`${id}-code`}
          label={t('phone.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(onlyDigits(event.target.value))}
          error={fieldError && ta(fieldError)}
        />
        <PrimaryButton type="submit" disabled={busy}>
          {t('phone.verify')}
        </PrimaryButton>{' '}
        <SecondaryButton type="button" onClick={() => setStep('number')}>
          {t('phone.changeNumber')}
        </SecondaryButton>
      </form>
    );
  }

  return (
    <form onSubmit={(event) => void sendCode(event)} noValidate>
      <Muted>{verified ? t('phone.newIntro') : t('phone.intro')}</Muted>
      <ErrorBox message={error} />
      <Field>
        <label htmlFor={`${id}-number`}>{t('phone.number')}</label>
        <InlineRow>
          <Select aria-label={t('phone.country')} value={dialCode} onChange={(event) => setDialCode(event.target.value)}>
            {COUNTRIES.map((country) => (
              <option key={country.code} value={country.dialCode}>
                {`${ta(`countries.${country.code}`)} ${country.dialCode}`}
              </option>
            ))}
          </Select>
          <TextInput
            id={`${id}-number`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={maxDigits}
            value={number}
            onChange={(event) => setNumber(onlyDigits(event.target.value).slice(0, maxDigits))}
            aria-invalid={Boolean(fieldError)}
            aria-describedby={fieldError ? `${id}-number-error` : undefined}
          />
        </InlineRow>
        {fieldError && <FieldError id={`${id}-number-error`}>{ta(fieldError)}</FieldError>}
      </Field>
      {needsPassword && (
        <TextField
          id={`${id}-password`}
          label={t('user.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
          error={passwordError && ta(passwordError)}
        />
      )}
      <PrimaryButton type="submit" disabled={busy}>
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
