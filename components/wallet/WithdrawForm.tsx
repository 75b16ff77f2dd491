import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { ErrorBox, FieldError, MessageBox } from '@/components/account/ErrorBox';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { errorMessageForFailure, isPermanentRefusal, type ErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import { createAttemptKeys } from '@/lib/wallet/attemptKey';
import { parseAmount } from '@/lib/wallet/amount';
import { methodLimits } from '@/lib/wallet/rules';
import {
  forfeitMessage,
  needsForfeitConfirmation,
  validateWithdrawAmount,
  withdrawable,
  withdrawDisabled,
  withdrawHintMax,
} from '@/lib/wallet/withdrawRules';
import { ruleMessage } from '@/lib/validation';
import { useAppDispatch } from '@/store';
import { refreshWallet, withdrawCash } from '@/store/profile';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { Actions, Figures, Spinner, WalletForm } from './styles';
import type { WithdrawAnswer, WithdrawInit } from '@/lib/wallet/types';

type Step =
  | { kind: 'form' }
  | { kind: 'confirm' }
  | { kind: 'pending' }
  | { kind: 'success'; answer: WithdrawAnswer }
  | { kind: 'error'; message: ErrorMessage };

/** Withdrawals allow up to this many characters (e.g. "5000.50"). */
const WITHDRAW_AMOUNT_MAX_LENGTH = 9;

/**
 * The withdraw flow (docs/product/flows.md): form, an optional confirmation when promo balance or free
 * spins would be forfeited, a pending spinner, then success or error. The button is disabled
 * when the amount is 0 or less or nothing is withdrawable (docs/product/validation.md).
 */
export function WithdrawForm() {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [reload, setReload] = useState(0);
  const withdrawForm = usePlatformRead(
    profileThunk((profile) => profile.fetchWithdrawForm()),
    { key: String(reload) },
  );
  const [chosenMethod, setMethodName] = useState('');
  const form = usePlayerForm<{ amount: string }>({ label: () => t('withdraw.amount'), defaultValues: { amount: '' } });
  const amountText = useWatch({ control: form.control, name: 'amount' });
  const headingRef = useRef<HTMLParagraphElement>(null);
  // A double submit or a retry after a timeout reuses the attempt's key: one withdrawal, debited once.
  const attempts = useRef(createAttemptKeys());

  useEffect(() => {
    if (step.kind === 'confirm' || step.kind === 'success' || step.kind === 'error') headingRef.current?.focus();
  }, [step.kind]);

  if (withdrawForm.loading) return <p role="status">{t('withdraw.loading')}</p>;
  if (withdrawForm.failure) return <ErrorBox message={errorMessageForFailure(withdrawForm.failure, 'withdrawInit', locale)} />;
  const data = withdrawForm.data as WithdrawInit;
  const methodName = chosenMethod || data.methods[0]?.method || '';
  const method = data.methods.find((item) => item.method === methodName) ?? data.methods[0];
  const limits = methodLimits(method);
  const available =
    typeof data.withdrawable === 'number' ? Math.max(0, data.withdrawable) : withdrawable(data.cashBalance, data.cashReserve);
  const amount = parseAmount(amountText);
  const disabled = withdrawDisabled(amount, available);
  const needsConfirmation = needsForfeitConfirmation(data.promoBalance, data.freeSpins);
  const forfeit = forfeitMessage(data.promoBalance, data.freeSpins);

  const send = async () => {
    if (amount === null) return;
    setStep({ kind: 'pending' });
    const request = { amount, method: method?.method ?? methodName };
    const result = await dispatch(withdrawCash({ ...request, idempotencyKey: attempts.current.keyFor(request) })).unwrap();
    if (result.success) {
      attempts.current.done();
      setStep({ kind: 'success', answer: result.data });
    } else {
      setStep({ kind: 'error', message: errorMessageForFailure(result, 'withdraw', locale) });
    }
    void dispatch(refreshWallet());
  };

  /** The amount's rule: withdrawable cash, the method's limits, two decimals (messages in the wallet namespace). */
  const amountRule = (value: string) => {
    const error = validateWithdrawAmount(value, limits, available);
    if (!error) return undefined;
    return error.kind === 'min' || error.kind === 'max'
      ? ruleMessage(`wallet:withdraw.${error.kind}`, { amount: formatMoney(error.amount) })
      : `wallet:deposit.${error.kind}`;
  };
  const onSubmit = (event: FormEvent) =>
    form.submit(() => {
      if (needsConfirmation) setStep({ kind: 'confirm' });
      else void send();
    })(event);

  const again = () => {
    form.reset();
    setStep({ kind: 'form' });
    setReload((value) => value + 1);
  };

  const amountMessage = form.messageOf('amount');
  const figures = (
    <Figures>
      <dt>{t('withdraw.withdrawable')}</dt>
      <dd data-testid="withdraw-withdrawable">{formatMoney(available)}</dd>
      <dt>{t('withdraw.promo')}</dt>
      <dd>{formatMoney(data.promoBalance)}</dd>
    </Figures>
  );

  if (step.kind === 'pending') {
    return (
      <p role="status" data-testid="withdraw-pending">
        <Spinner aria-hidden="true" />
        {t('withdraw.pending')}
      </p>
    );
  }
  if (step.kind === 'success') {
    return (
      <div data-testid="withdraw-success">
        <p ref={headingRef} tabIndex={-1} />
        <MessageBox variant="success">
          {t('withdraw.success', { amount: formatMoney(step.answer.amount), reference: step.answer.reference })}
        </MessageBox>
        <SecondaryButton type="button" onClick={again}>
          {t('withdraw.again')}
        </SecondaryButton>
      </div>
    );
  }
  if (step.kind === 'error') {
    return (
      <div data-testid="withdraw-error">
        <p ref={headingRef} tabIndex={-1} />
        <ErrorBox message={step.message} />
        {/* A permanent refusal (127 withdrawal blocked) is not offered again. */}
        {!isPermanentRefusal(step.message.code) && (
          <SecondaryButton type="button" onClick={again}>
            {t('withdraw.retry')}
          </SecondaryButton>
        )}
      </div>
    );
  }
  if (step.kind === 'confirm') {
    return (
      <div
        role="alertdialog"
        aria-labelledby={`${id}-forfeit-title`}
        aria-describedby={`${id}-forfeit-text`}
        data-testid="withdraw-confirm"
      >
        <p id={`${id}-forfeit-title`} ref={headingRef} tabIndex={-1}>
          <strong>{t('withdraw.forfeitTitle')}</strong>
        </p>
        <MessageBox variant="notice" id={`${id}-forfeit-text`}>
          {t(forfeit.key, { promo: formatMoney(forfeit.promo), spins: forfeit.spins })}
        </MessageBox>
        <Actions>
          <SecondaryButton type="button" onClick={() => setStep({ kind: 'form' })}>
            {t('withdraw.back')}
          </SecondaryButton>
          <PrimaryButton type="button" onClick={() => void send()}>
            {t('withdraw.confirm')}
          </PrimaryButton>
        </Actions>
      </div>
    );
  }

  return (
    <WalletForm onSubmit={onSubmit} noValidate aria-label={t('withdraw.title')} data-testid="withdraw-form">
      {figures}
      {available <= 0 && <MessageBox variant="notice">{t('withdraw.nothing')}</MessageBox>}
      {data.methods.length > 1 && (
        <Field>
          <label htmlFor={`${id}-method`}>{t('withdraw.method')}</label>
          <select id={`${id}-method`} value={method?.method ?? ''} onChange={(event) => setMethodName(event.target.value)}>
            {data.methods.map((item) => (
              <option key={item.method} value={item.method}>
                {item.method}
              </option>
            ))}
          </select>
        </Field>
      )}
      <Field>
        <label htmlFor={form.fieldId('amount')}>{t('withdraw.amount')}</label>
        <TextInput
          id={form.fieldId('amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={WITHDRAW_AMOUNT_MAX_LENGTH}
          {...form.invalid('amount')}
          aria-describedby={amountMessage ? `${form.fieldId('amount')}-error` : `${id}-amount-hint`}
          {...form.rules('amount', amountRule)}
        />
        {amountMessage ? (
          <FieldError id={`${form.fieldId('amount')}-error`} role="alert" data-testid="withdraw-amount-error">
            {amountMessage}
          </FieldError>
        ) : (
          <span className="hint" id={`${id}-amount-hint`}>
            {t('withdraw.limits', { min: formatMoney(limits.min), max: formatMoney(withdrawHintMax(limits.max, available)) })}
          </span>
        )}
      </Field>
      <PrimaryButton type="submit" disabled={disabled}>
        {t('withdraw.submit')}
      </PrimaryButton>
    </WalletForm>
  );
}
