import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { CheckRow } from '@/components/account/formStyles';
import { ErrorBox, FieldError } from '@/components/account/ErrorBox';
import { withoutQueryParam } from '@/lib/account/loginFlow';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { InfoLink } from '@/components/layout/InfoLink';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatMoney } from '@/lib/format/money';
import { DEPOSIT_QUERY, submitDeposit } from '@/lib/wallet/deposit';
import { parseAmount, validateAmount, type AmountError } from '@/lib/wallet/amount';
import { AMOUNT_MAX_LENGTH, lastSuccessfulDeposit, methodLimits, quickPicks } from '@/lib/wallet/rules';
import { getDepositList, getPaymentMethods, type PaymentMethod } from '@/services/wallet/payments';
import { selectIsLoggedIn, useAppSelector } from '@/store';
import { BankLogo } from './BankLogo';
import { QuickPicks, Spinner, WalletForm } from './styles';

interface DepositValues {
  amount: string;
  policyChecked: boolean;
  privacyPolicyChecked: boolean;
}

/** The path the bank sends the player back to (without an old ?deposit=). */
function returnPath(): string {
  if (typeof window === 'undefined') return '/';
  return withoutQueryParam(window.location.pathname, DEPOSIT_QUERY);
}

export interface DepositFormProps {
  /** Where the browser goes (tests); defaults to window.location.assign. */
  assign?: (url: string) => void;
  /** The deposit campaign it redeems: its minimum deposit applies and its id is sent. */
  campaign?: { campaignId: number; minDepositAmount: number };
}

/**
 * The deposit form (docs/product/flows.md, docs/product/validation.md): amount with quick picks by the last successful
 * deposit; a logged-in player confirms with the stored bank details, a new customer accepts the
 * terms and starts a bank deposit. Used in the profile panel and as a CMS block.
 */
export function DepositForm({ assign, campaign }: DepositFormProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const { locale } = useCurrentRoute();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [lastDeposit, setLastDeposit] = useState<number | null>(null);
  const [failure, setFailure] = useState<ErrorMessage | null>(null);
  const [loading, setLoading] = useState(false);
  const methodLimit = methodLimits(method);
  const limits = campaign ? { ...methodLimit, min: Math.max(methodLimit.min, campaign.minDepositAmount) } : methodLimit;
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<DepositValues>({ defaultValues: { amount: '', policyChecked: false, privacyPolicyChecked: false } });

  useEffect(() => {
    let cancelled = false;
    void getPaymentMethods().then((result) => {
      if (!cancelled && result.success) setMethod(result.data[0] ?? null);
    });
    if (loggedIn) {
      void getDepositList(1).then((result) => {
        if (!cancelled && result.success) setLastDeposit(lastSuccessfulDeposit(result.data.transactions));
      });
    }
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);

  const amountText = useWatch({ control, name: 'amount' });
  const picks = quickPicks(lastDeposit);

  function amountMessage(error: AmountError): string {
    if (error.kind === 'min') return t('deposit.minDeposit', { amount: formatMoney(error.amount) });
    if (error.kind === 'max') return t('deposit.maxDeposit', { amount: formatMoney(error.amount) });
    return t(`deposit.${error.kind}`);
  }

  const submit = async (values: DepositValues) => {
    const amount = parseAmount(values.amount);
    if (amount === null) return;
    setFailure(null);
    setLoading(true);
    const result = await submitDeposit(
      {
        amount,
        locale,
        returnUrl: returnPath(),
        loggedIn,
        method,
        policyChecked: values.policyChecked,
        privacyPolicyChecked: values.privacyPolicyChecked,
        campaignId: campaign?.campaignId,
      },
      assign,
    );
    if (result) {
      setLoading(false);
      setFailure(errorMessageForFailure(result, 'deposit', locale));
    }
  };

  const amountError = errors.amount?.message;
  const errorId = `${id}-amount-error`;
  return (
    <WalletForm
      onSubmit={(event) => {
        setFailure(null); // the last try's line goes with the next try, even one the amount check stops
        void handleSubmit(submit)(event);
      }}
      noValidate
      aria-label={t('deposit.title')}
      data-testid="deposit-form"
    >
      <ErrorBox message={failure} />
      <p className="hint bank-payment">
        <BankLogo />
        {t('deposit.bankPayment')}
      </p>
      <QuickPicks role="group" aria-label={t('deposit.quickPicks')}>
        {picks.map((pick) => (
          <SecondaryButton
            key={pick}
            type="button"
            aria-pressed={parseAmount(amountText) === pick}
            aria-label={t('deposit.quickPick', { amount: formatMoney(pick) })}
            onClick={() => setValue('amount', String(pick), { shouldValidate: true })}
          >
            {formatMoney(pick)}
          </SecondaryButton>
        ))}
      </QuickPicks>
      <Field>
        <label htmlFor={`${id}-amount`}>{t('deposit.amount')}</label>
        <TextInput
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={amountError ? errorId : `${id}-amount-hint`}
          {...register('amount', {
            validate: (value) => {
              const error = validateAmount(value, limits);
              return error ? amountMessage(error) : true;
            },
            // Input beyond 6 characters is rejected (also when pasted).
            onChange: (event: { target: { value: string } }) => {
              if (event.target.value.length > AMOUNT_MAX_LENGTH) setValue('amount', event.target.value.slice(0, AMOUNT_MAX_LENGTH));
            },
          })}
        />
        {amountError ? (
          <FieldError id={errorId} role="alert" data-testid="deposit-amount-error">
            {amountError}
          </FieldError>
        ) : (
          <span className="hint" id={`${id}-amount-hint`}>
            {t('deposit.amountHint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
          </span>
        )}
      </Field>
      {!loggedIn && (
        <>
          <p className="hint">{t('deposit.newCustomerHint')}</p>
          <CheckRow>
            <label>
              <input
                type="checkbox"
                aria-invalid={errors.policyChecked ? true : undefined}
                {...register('policyChecked', { validate: (value) => value || t('account:validation.mustAccept') })}
              />
              {t('deposit.policy')}
            </label>
            <InfoLink slug="terms" newTab />
            {errors.policyChecked?.message && <FieldError role="alert">{errors.policyChecked.message}</FieldError>}
          </CheckRow>
          <CheckRow>
            <label>
              <input
                type="checkbox"
                aria-invalid={errors.privacyPolicyChecked ? true : undefined}
                {...register('privacyPolicyChecked', { validate: (value) => value || t('account:validation.mustAccept') })}
              />
              {t('deposit.privacy')}
            </label>
            <InfoLink slug="privacy" newTab />
            {errors.privacyPolicyChecked?.message && <FieldError role="alert">{errors.privacyPolicyChecked.message}</FieldError>}
          </CheckRow>
        </>
      )}
      <PrimaryButton type="submit" disabled={loading} aria-busy={loading || undefined}>
        {loading ? (
          <>
            <Spinner aria-hidden="true" />
            {t('deposit.submitting')}
          </>
        ) : (
          t('deposit.submit')
        )}
      </PrimaryButton>
    </WalletForm>
  );
}
