import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { Field, PrimaryButton, TextInput } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import { selectLoyalty, useAppDispatch, useAppSelector } from '@/store';
import { convertLoyalty, fetchLoyalty } from '@/store/profile';
import { Section } from './styles';
import type { ApiFailure } from '@/lib/apiResult';
import type { LoyaltyAnswer } from '@/lib/bonuses/types';

/** Profile main: loyalty points and their conversion to cash at the platform's rate. */
export function LoyaltyBox() {
  const { t } = useTranslation('bonuses');
  const id = useId();
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const loyalty = useAppSelector(selectLoyalty) as LoyaltyAnswer | null;
  const [amount, setAmount] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [converted, setConverted] = useState<number | null>(null);
  const [belowMin, setBelowMin] = useState<number | null>(null);

  useEffect(() => {
    void dispatch(fetchLoyalty());
  }, [dispatch]);

  if (!loyalty || typeof loyalty.points !== 'number') return null;
  const convert = async (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setConverted(null);
    setBelowMin(null);
    // Below the minimum the player is told the minimum, not a general field error.
    if (Number(amount) < loyalty.minPoints) {
      setBelowMin(loyalty.minPoints);
      return;
    }
    setBusy(true);
    const action = await dispatch(convertLoyalty(Number(amount)));
    setBusy(false);
    const result = action.payload as { success: true; data: { amount: number } } | ApiFailure | undefined;
    if (result?.success) {
      setConverted(result.data.amount);
      setAmount('');
    } else if (result) {
      const minimum = result.params?.rule === 'pointAmount' ? Number(result.params.minPoints) : NaN;
      if (Number.isFinite(minimum) && Number(amount) < minimum) setBelowMin(minimum);
      else setFailure(errorMessageForFailure(result, 'default', locale));
    }
  };
  return (
    <Section aria-labelledby={`${id}-title`} data-testid="loyalty">
      <h3 id={`${id}-title`}>{t('loyalty.title')}</h3>
      <p data-testid="loyalty-points">{t('loyalty.points', { points: loyalty.points })}</p>
      <p>{t('loyalty.rate', { points: loyalty.rate.points, amount: formatMoney(loyalty.rate.amount) })}</p>
      {converted !== null && <MessageBox>{t('loyalty.converted', { amount: formatMoney(converted) })}</MessageBox>}
      <ErrorBox message={failure} />
      {loyalty.points >= loyalty.minPoints && (
        <form onSubmit={(event) => void convert(event)} aria-label={t('loyalty.title')}>
          <Field>
            <label htmlFor={`${id}-amount`}>{t('loyalty.amount')}</label>
            <TextInput
              id={`${id}-amount`}
              inputMode="numeric"
              value={amount}
              onChange={(event) => {
                setAmount(event.target.value.replace(/\D/g, '').slice(0, 7));
                setBelowMin(null);
              }}
              aria-invalid={belowMin !== null || undefined}
              aria-describedby={belowMin !== null ? `${id}-error` : `${id}-hint`}
            />
            {belowMin !== null ? (
              <FieldError id={`${id}-error`} role="alert" data-testid="loyalty-below-min">
                {t('loyalty.belowMin', { min: belowMin })}
              </FieldError>
            ) : (
              <span className="hint" id={`${id}-hint`}>
                {t('loyalty.min', { min: loyalty.minPoints })}
              </span>
            )}
          </Field>
          <PrimaryButton type="submit" disabled={busy || amount === ''} aria-busy={busy || undefined}>
            {t('loyalty.convert')}
          </PrimaryButton>
        </form>
      )}
    </Section>
  );
}
