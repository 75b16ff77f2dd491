import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { Select } from '@/components/account/formStyles';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { COOL_OFF_DAYS } from '@/lib/constants';
import { validateRequired } from '@/lib/validation';
import { formatLongDateTime } from '@/lib/format/date';
import { selectLimits, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { Actions, Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

/**
 * docs/product/flows.md "Cool-off": pick 1, 3 or 7 days, then confirm with the password; cancel
 * returns to the pick step; a wrong password (109) is marked on the password. While one runs,
 * its end is shown.
 */
export function CoolOffSection() {
  const { t } = useTranslation('limits');
  const { locale } = useRouter();
  const dispatch = useAppDispatch();
  const entry = useAppSelector(selectLimits)?.find((e) => e.kind === 'coolOff');
  const [days, setDays] = useState<number | null>(null);
  const [started, showStarted] = useTimedMessage<{ endTime: unknown }>();
  const id = useId();
  const pick = usePlayerForm<{ coolOffDays: string }>({ label: () => t('coolOff.pick'), defaultValues: { coolOffDays: '' } });
  const confirmForm = usePlayerForm<{ password: string }>({
    route: '/player/limit/coolOff',
    label: () => t('coolOff.password'),
    context: 'coolOff',
    defaultValues: { password: '' },
  });

  // The confirmation step asks for the password: the field takes the focus.
  const { setFocus } = confirmForm;
  useEffect(() => {
    if (days !== null) setFocus('password');
  }, [days, setFocus]);
  const cancel = () => {
    setDays(null);
    confirmForm.reset();
  };
  const confirm = async ({ password }: { password: string }) => {
    if (days === null) return;
    const { startCoolOffPeriod } = await loadProfile();
    const result = await dispatch(startCoolOffPeriod({ days, password })).unwrap();
    if (result.success) {
      cancel();
      pick.reset();
      showStarted({ endTime: result.data.limits.find((e) => e.kind === 'coolOff')?.endTime });
    }
    return result;
  };

  const active = entry?.coolOff === true;
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="cool-off">
      <h2 id={`${id}-title`}>{t('coolOff.title')}</h2>
      <p>{t('coolOff.intro')}</p>
      {started && <MessageBox>{t('coolOff.started', { date: formatLongDateTime(started.endTime, locale) })}</MessageBox>}
      {active ? (
        <MessageBox variant="notice">{t('coolOff.active', { date: formatLongDateTime(entry?.endTime, locale) })}</MessageBox>
      ) : days === null ? (
        <form onSubmit={pick.submit(({ coolOffDays }) => setDays(Number(coolOffDays)))} noValidate>
          <Field>
            <label htmlFor={pick.fieldId('coolOffDays')}>{t('coolOff.pick')}</label>
            <Select
              id={pick.fieldId('coolOffDays')}
              {...pick.invalid('coolOffDays')}
              {...pick.rules('coolOffDays', (value) => validateRequired(value))}
            >
              <option value="">–</option>
              {COOL_OFF_DAYS.map((d) => (
                <option key={d} value={d}>
                  {t('coolOff.days', { count: d })}
                </option>
              ))}
            </Select>
            {pick.messageOf('coolOffDays') && (
              <FieldError id={`${pick.fieldId('coolOffDays')}-error`}>{pick.messageOf('coolOffDays')}</FieldError>
            )}
          </Field>
          <PrimaryButton type="submit">{t('coolOff.next')}</PrimaryButton>
        </form>
      ) : (
        <form onSubmit={confirmForm.submit(confirm)} noValidate>
          <p>{t('coolOff.confirmIntro', { days: t('coolOff.days', { count: days }) })}</p>
          <ErrorBox message={confirmForm.formError} />
          <TextField
            type="password"
            autoComplete="current-password"
            {...confirmForm.field('password', (value) => validateRequired(value))}
          />
          <Actions>
            <PrimaryButton type="submit" disabled={confirmForm.formState.isSubmitting}>
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
