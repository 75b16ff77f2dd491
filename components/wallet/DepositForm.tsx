import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CheckRow } from '@/components/account/formStyles';
import { ErrorBox, FieldError } from '@/components/account/ErrorBox';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { withoutQueryParam } from '@/lib/account/loginFlow';
import { Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { InfoLink } from '@/components/layout/InfoLink';
import { formatMoney } from '@/lib/format/money';
import { DEPOSIT_QUERY } from '@/lib/wallet/depositToken';
import { parseAmount, validateAmount } from '@/lib/wallet/amount';
import { ruleMessage, validateChecked } from '@/lib/validation';
import { AMOUNT_MAX_LENGTH, lastSuccessfulDeposit, methodLimits, quickPicks } from '@/lib/wallet/rules';
import { selectIsLoggedIn, useAppDispatch, useAppSelector } from '@/store';
import { loadPaymentMethods, submitDeposit } from '@/store/deposit';
import { profileThunk, usePlatformRead } from '@/store/usePlatformRead';
import { BankLogo } from './BankLogo';
import { QuickPicks, Spinner, WalletForm } from './styles';

const DEPOSIT_LABELS = { amount: 'deposit.amount', policyChecked: 'deposit.policy', privacyPolicyChecked: 'deposit.privacy' } as const;

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
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // The methods (a logged-in player's with the stored bank details) and, for a player, the last deposits.
  const method = usePlatformRead(loadPaymentMethods(), { key: String(loggedIn) }).data?.[0] ?? null;
  const deposits = usePlatformRead(
    profileThunk((profile) => profile.fetchLatestDeposits()),
    { enabled: loggedIn },
  ).data;
  const lastDeposit = loggedIn && deposits ? lastSuccessfulDeposit(deposits.transactions) : null;
  const [loading, setLoading] = useState(false);
  const methodLimit = methodLimits(method);
  const limits = campaign ? { ...methodLimit, min: Math.max(methodLimit.min, campaign.minDepositAmount) } : methodLimit;
  const { rules, invalid, messageOf, fieldId, setValue, control, submit, formError } = usePlayerForm<DepositValues>({
    label: (name) => t(DEPOSIT_LABELS[name]),
    context: 'deposit',
    defaultValues: { amount: '', policyChecked: false, privacyPolicyChecked: false },
  });

  const amountText = useWatch({ control, name: 'amount' });
  const picks = quickPicks(lastDeposit);

  /** The amount's rule with its values (wallet namespace). */
  const amountRule = (value: string) => {
    const error = validateAmount(value, limits);
    if (!error) return undefined;
    if (error.kind === 'min' || error.kind === 'max')
      return ruleMessage(`wallet:deposit.${error.kind}Deposit`, { amount: formatMoney(error.amount) });
    return `wallet:deposit.${error.kind}`;
  };

  const send = async (values: DepositValues) => {
    const amount = parseAmount(values.amount);
    if (amount === null) return;
    setLoading(true);
    const failure = await dispatch(
      submitDeposit(
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
      ),
    );
    if (failure) {
      setLoading(false);
      return failure;
    }
  };

  const amountMessage = messageOf('amount');
  const errorId = `${fieldId('amount')}-error`;
  const checkbox = (name: 'policyChecked' | 'privacyPolicyChecked') => {
    const message = messageOf(name);
    return (
      <CheckRow>
        <label>
          <input type="checkbox" {...invalid(name)} {...rules(name, (value) => validateChecked(value))} />
          {t(DEPOSIT_LABELS[name])}
        </label>
        <InfoLink slug={name === 'policyChecked' ? 'terms' : 'privacy'} newTab />
        {message && (
          <FieldError id={`${fieldId(name)}-error`} role="alert">
            {message}
          </FieldError>
        )}
      </CheckRow>
    );
  };
  return (
    <WalletForm onSubmit={submit(send)} noValidate aria-label={t('deposit.title')} data-testid="deposit-form">
      <ErrorBox message={formError} />
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
        <label htmlFor={fieldId('amount')}>{t('deposit.amount')}</label>
        <TextInput
          id={fieldId('amount')}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          {...invalid('amount')}
          aria-describedby={amountMessage ? errorId : `${fieldId('amount')}-hint`}
          {...rules('amount', amountRule, (event) => {
            // Input beyond 6 characters is rejected (also when pasted).
            if (event.target.value.length > AMOUNT_MAX_LENGTH) setValue('amount', event.target.value.slice(0, AMOUNT_MAX_LENGTH));
          })}
        />
        {amountMessage ? (
          <FieldError id={errorId} role="alert" data-testid="deposit-amount-error">
            {amountMessage}
          </FieldError>
        ) : (
          <span className="hint" id={`${fieldId('amount')}-hint`}>
            {t('deposit.amountHint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
          </span>
        )}
      </Field>
      {!loggedIn && (
        <>
          <p className="hint">{t('deposit.newCustomerHint')}</p>
          {checkbox('policyChecked')}
          {checkbox('privacyPolicyChecked')}
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
