import { afterHydration } from '@/components/common/afterHydration';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useId } from 'react';
import styled from 'styled-components';
import { CheckRow } from '@/components/account/formStyles';
import { Card, Field, PrimaryButton, SecondaryButton, TextInput } from '@/components/common/ui';
import { InfoLink } from '@/components/layout/InfoLink';
import { formatMoney } from '@/lib/format/money';
import { AMOUNT_MAX_LENGTH, methodLimits, quickPicks } from '@/lib/wallet/rules';
import { BankLogo } from './BankLogo';
import { QuickPicks, WalletForm } from './styles';
import { theme } from '@/styles/theme';

const Section = styled(Card)`
  max-width: 520px;
  margin: ${theme.space.lg} auto;
  & h2 {
    margin: 0 0 ${theme.space.md};
    font-size: ${theme.fontSizes.lg};
  }
`;

/**
 * The deposit form as a new customer first sees it, rendered with the page: the same boxes as
 * DepositForm, so nothing moves when the working form (react-hook-form, validation, the bank
 * flow) replaces it right after hydration. The fields are read-only until then.
 */
function DepositFormFirstPaint() {
  const { t } = useTranslation('wallet');
  const id = useId();
  const limits = methodLimits(null);
  return (
    <WalletForm aria-label={t('deposit.title')} aria-busy="true" noValidate>
      <p className="hint bank-payment">
        <BankLogo />
        {t('deposit.bankPayment')}
      </p>
      <QuickPicks role="group" aria-label={t('deposit.quickPicks')}>
        {quickPicks(null).map((pick) => (
          <SecondaryButton key={pick} type="button" aria-pressed={false} aria-label={t('deposit.quickPick', { amount: formatMoney(pick) })}>
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
          readOnly
          aria-describedby={`${id}-amount-hint`}
        />
        <span className="hint" id={`${id}-amount-hint`}>
          {t('deposit.amountHint', { min: formatMoney(limits.min), max: formatMoney(limits.max) })}
        </span>
      </Field>
      <p className="hint">{t('deposit.newCustomerHint')}</p>
      <CheckRow>
        <label>
          <input type="checkbox" />
          {t('deposit.policy')}
        </label>
        <InfoLink slug="terms" newTab />
      </CheckRow>
      <CheckRow>
        <label>
          <input type="checkbox" />
          {t('deposit.privacy')}
        </label>
        <InfoLink slug="privacy" newTab />
      </CheckRow>
      <PrimaryButton type="button" aria-disabled="true">
        {t('deposit.submit')}
      </PrimaryButton>
    </WalletForm>
  );
}

/** The working form loads right after hydration (it is not needed to paint the page) and replaces the boxes in a transition. */
const DepositForm = afterHydration(() => import('./DepositForm').then((m) => m.DepositForm), DepositFormFirstPaint);

/**
 * The deposit form as an embeddable CMS block ({type: 'depositForm', title?}). `placeholder`
 * renders only its first-paint boxes (no working form loads): the home page keeps it, hidden, as
 * the size of the slot a logged-in player's welcome box takes.
 */
export function DepositBlock({ title, placeholder = false }: { title?: string; placeholder?: boolean }) {
  const { t } = useTranslation('wallet');
  return (
    <Section as="section" data-block="depositForm" aria-labelledby={placeholder ? undefined : 'deposit-block-title'}>
      <h2 id={placeholder ? undefined : 'deposit-block-title'}>{title || t('block.title')}</h2>
      {placeholder ? <DepositFormFirstPaint /> : <DepositForm />}
    </Section>
  );
}
