import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { Select } from '@/components/account/formStyles';
import { Field } from '@/components/common/ui';
import { REALITY_CHECK_INTERVALS } from '@/lib/constants';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { selectRealityCheckInterval, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { Section } from './styles';
import { useTimedMessage } from './useTimedMessage';

/** The reality-check interval (POST /player/limit/time): saved as soon as it is chosen. */
export function RealityCheckSetting() {
  const { t } = useTranslation('limits');
  const { locale } = useRouter();
  const dispatch = useAppDispatch();
  const interval = useAppSelector(selectRealityCheckInterval);
  const [outcome, showOutcome] = useTimedMessage<{ ok: true } | { ok: false; message: ErrorMessage }>();
  const id = useId();

  const change = async (minutes: number) => {
    const { saveRealityCheckInterval } = await loadProfile();
    const result = await dispatch(saveRealityCheckInterval(minutes)).unwrap();
    showOutcome(result.success ? { ok: true } : { ok: false, message: errorMessageForFailure(result, 'limits', locale) });
  };

  return (
    <Section aria-labelledby={`${id}-title`} data-testid="reality-check-setting">
      <h2 id={`${id}-title`}>{t('realityCheck.title')}</h2>
      <p>{t('realityCheck.intro')}</p>
      {outcome?.ok === true && <MessageBox>{t('realityCheck.saved')}</MessageBox>}
      {outcome?.ok === false && <ErrorBox message={outcome.message} />}
      <Field>
        <label htmlFor={`${id}-interval`}>{t('realityCheck.interval')}</label>
        <Select
          id={`${id}-interval`}
          value={interval ?? ''}
          disabled={interval === null}
          onChange={(e) => void change(Number(e.target.value))}
        >
          {interval === null && <option value="">–</option>}
          {REALITY_CHECK_INTERVALS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('realityCheck.off') : t('realityCheck.minutes', { count: minutes })}
            </option>
          ))}
        </Select>
      </Field>
    </Section>
  );
}
