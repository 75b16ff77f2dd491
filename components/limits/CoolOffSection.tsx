import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { Select } from '@/components/account/formStyles';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { COOL_OFF_DAYS } from '@/lib/constants';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format/date';
import { selectLimits, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { Actions, Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

type Outcome = { kind: 'success'; endTime: unknown } | { kind: 'error'; message: ErrorMessage } | { kind: 'required' };

/**
 * docs/product/flows.md "Cool-off": pick 1, 3 or 7 days, then confirm with the password; cancel
 * returns to the pick step; a wrong password (109) says so. While one runs, its end is shown.
 */
export function CoolOffSection() {
  const { t } = useTranslation('limits');
  const { locale } = useRouter();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectLimits)?.find((e) => e.kind === 'coolOff');
  const [days, setDays] = useState<number | null>(null);
  const [step, setStep] = useState<'pick' | 'confirm'>('pick');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, showOutcome] = useTimedMessage<Outcome>();
  const passwordInput = useRef<HTMLInputElement>(null);
  const id = useId();

  const toConfirm = (event: FormEvent) => {
    event.preventDefault();
    if (days === null) return showOutcome({ kind: 'required' });
    showOutcome(null);
    setStep('confirm');
  };
  // The confirmation step asks for the password: the field takes the focus.
  useEffect(() => {
    if (step === 'confirm') passwordInput.current?.focus();
  }, [step]);
  const cancel = () => {
    setStep('pick');
    setPassword('');
    showOutcome(null);
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (days === null || !password) return showOutcome({ kind: 'required' });
    setBusy(true);
    const { startCoolOffPeriod } = await loadProfile();
    const result = await dispatch(startCoolOffPeriod({ days, password })).unwrap();
    setBusy(false);
    if (result.success) {
      const started = result.data.limits.find((e) => e.kind === 'coolOff');
      setStep('pick');
      setPassword('');
      setDays(null);
      showOutcome({ kind: 'success', endTime: started?.endTime });
    } else {
      showOutcome({ kind: 'error', message: errorMessageForFailure(result, 'coolOff', locale) });
    }
  };

  const active = entry?.coolOff === true;
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="cool-off">
      <h2 id={`${id}-title`}>{t('coolOff.title')}</h2>
      <p>{t('coolOff.intro')}</p>
      {outcome?.kind === 'success' && (
        <MessageBox>{t('coolOff.started', { date: formatLongDateTime(outcome.endTime, locale) })}</MessageBox>
      )}
      {outcome?.kind === 'error' && <ErrorBox message={outcome.message} />}
      {outcome?.kind === 'required' && <MessageBox variant="error">{t('coolOff.required')}</MessageBox>}
      {active ? (
        <MessageBox variant="notice">{t('coolOff.active', { date: formatLongDateTime(entry?.endTime, locale) })}</MessageBox>
      ) : step === 'pick' ? (
        <form onSubmit={toConfirm} noValidate>
          <Field>
            <label htmlFor={`${id}-days`}>{t('coolOff.pick')}</label>
            <Select id={`${id}-days`} value={days ?? ''} onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}>
              <option value="">–</option>
              {COOL_OFF_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('coolOff.days', { count: d })}
                </option>
              ))}
            </Select>
          </Field>
          <PrimaryButton type="submit">{t('coolOff.next')}</PrimaryButton>
        </form>
      ) : (
        <form onSubmit={confirm} noValidate>
          <p>{t('coolOff.confirmIntro', { days: t('coolOff.days', { count: days ?? 0 }) })}</p>
          <Field>
            <label htmlFor={`${id}-password`}>{t('coolOff.password')}</label>
            <TextInput
              ref={passwordInput}
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Field>
          <Actions>
            <PrimaryButton type="submit" disabled={busy}>
              {t('coolOff.confirm')}
            </PrimaryButton>
            <SecondaryButton type="button" onClick={cancel}>
              {t('coolOff.cancel')}
            </SecondaryButton>
          </Actions>
        </form>
      )}
    </Section>
  );
}
