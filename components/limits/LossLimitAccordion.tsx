import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { TextField } from '@/components/account/TextField';
import { usePlayerForm } from '@/components/account/usePlayerForm';
import { Field, PrimaryButton } from '@/components/common/ui';
import { MESSAGE_DURATION_MS } from '@/lib/constants';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { ruleMessage } from '@/lib/validation';
import { LOSS_KINDS, validateLimitAmount, type LimitAmountError } from '@/lib/validation/limits';
import { selectLimits, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { Facts } from './styles';
import { useTimedMessage } from './useTimedMessage';
import { theme } from '@/styles/theme';
import type { ApiFailure } from '@/lib/apiResult';
import type { LossKind } from '@/lib/limits/types';

const Item = styled.div`
  border-top: 1px solid ${theme.colors.border};
  &:first-of-type {
    border-top: 0;
  }
  & h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
  }
`;

const Toggle = styled.button`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${theme.space.sm};
  width: 100%;
  min-height: 52px;
  padding: ${`${theme.space.sm} 0`};
  border: 0;
  background: transparent;
  color: ${theme.colors.text};
  font: inherit;
  font-weight: 700;
  text-align: left;
  cursor: pointer;
  & .amount {
    color: ${theme.colors.gold};
    font-variant-numeric: tabular-nums;
  }
`;

const Panel = styled.div`
  padding-bottom: ${theme.space.md};
  & form {
    display: flex;
    flex-wrap: wrap;
    align-items: flex-end;
    gap: ${theme.space.sm};
  }
  & form ${Field} {
    flex: 1 1 180px;
    margin-bottom: 0;
  }
  & .hint {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
  & .check {
    display: flex;
    gap: ${theme.space.xs};
    align-items: center;
    margin: ${theme.space.md} 0 ${theme.space.xxs};
  }
  & .check input {
    width: 20px;
    height: 20px;
  }
`;

/** The platform names the amount by its kind (dailyAmount, weeklyAmount, monthlyAmount): this form's one amount. */
const amountFieldOf = (failure: ApiFailure) =>
  typeof failure.params.field === 'string' && failure.params.field.endsWith('Amount') ? ('amount' as const) : null;

const isLossKind = (value: unknown): value is LossKind => typeof value === 'string' && (LOSS_KINDS as readonly string[]).includes(value);

/**
 * One loss limit (docs/product/screens.md "limits screen"): the amount in force, the loss of the
 * current period, a pending new amount and when it may be confirmed; a new amount (entry rules of
 * docs/product/validation.md) and autoRenew (off = removal after the period). Messages stay 5 s.
 */
export function LossLimitAccordion({ kind, defaultOpen = false }: { kind: LossKind; defaultOpen?: boolean }) {
  const { t } = useTranslation('limits');
  const { locale } = useRouter();
  const dispatch = useAppDispatch();
  const limits = useAppSelector(selectLimits);
  const toConfirm = useAppSelector((s) => s.profile.trueLimits?.find((l) => l.kind === kind)?.increasingToBeConfirmed === true);
  const entry = limits?.find((e) => e.kind === kind);
  const [open, setOpen] = useState(defaultOpen);
  const [busy, setBusy] = useState(false);
  const [outcome, showOutcome] = useTimedMessage<{ saved: true } | { failed: ErrorMessage }>();
  const id = useId();
  const form = usePlayerForm<{ amount: string }>({
    label: () => t('loss.newAmount'),
    context: 'limits',
    fieldOf: amountFieldOf,
    defaultValues: { amount: '' },
  });
  const { errors, clearErrors, formError, setFormError, setError } = form;

  // A rule's or the platform's message lasts 5 s (docs/product/validation.md "Limit entry"), or until the amount is fixed.
  useEffect(() => {
    if (!errors.amount && !formError) return undefined;
    const timer = setTimeout(() => {
      clearErrors('amount');
      setFormError(null);
    }, MESSAGE_DURATION_MS);
    return () => clearTimeout(timer);
  }, [errors.amount, formError, clearErrors, setFormError]);

  const amount = entry?.ammount ?? 0;
  const hasLimit = amount > 0;
  const removalPending = hasLimit && entry?.autoRenew === false;

  /** The rule's message with its values (limits namespace). */
  const ruleText = (error: LimitAmountError) =>
    error.key === 'loss.range'
      ? ruleMessage(`limits:${error.key}`, { min: error.min, max: error.max })
      : ruleMessage(`limits:${error.key}`, {
          kind: t(`kindNames.${kind}`),
          other: t(`kindNames.${error.other}`),
          amount: formatMoney(error.otherAmount),
        });

  const save = async (change: { amount?: number; autoRenew?: boolean }) => {
    setBusy(true);
    const { saveLossLimit } = await loadProfile();
    const result = await dispatch(saveLossLimit({ kind, ...change })).unwrap();
    setBusy(false);
    if (result.success) {
      form.reset();
      showOutcome({ saved: true });
    }
    return result;
  };
  const submitAmount = async ({ amount: value }: { amount: string }) => {
    const result = await save({ amount: Number(value.trim()) });
    // The platform's refusal by another limit names it: the same message as the form's own rule.
    const { rule, other, otherAmount } = result.success ? {} : result.params;
    if ((rule === 'noHigherThan' || rule === 'noLowerThan') && isLossKind(other) && typeof otherAmount === 'number') {
      setError('amount', { type: 'platform', message: ruleText({ key: `loss.${rule}`, other, otherAmount }) }, { shouldFocus: true });
      return;
    }
    return result;
  };
  const toggleAutoRenew = async (autoRenew: boolean) => {
    const result = await save({ autoRenew });
    if (!result.success) showOutcome({ failed: errorMessageForFailure(result, 'limits', locale) });
  };

  return (
    <Item data-testid={`limit-${kind}`}>
      <h3>
        <Toggle type="button" aria-expanded={open} aria-controls={`${id}-panel`} id={`${id}-toggle`} onClick={() => setOpen(!open)}>
          <span>{t(`kinds.${kind}`)}</span>
          <span className="amount">
            {hasLimit ? formatMoney(amount) : t('loss.none')} <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </span>
        </Toggle>
      </h3>
      <Panel id={`${id}-panel`} role="region" aria-labelledby={`${id}-toggle`} hidden={!open}>
        <Facts>
          <dt>{t('loss.current')}</dt>
          <dd data-testid="limit-amount">{hasLimit ? formatMoney(amount) : t('loss.none')}</dd>
          <dt>{t('loss.used')}</dt>
          <dd data-testid="limit-used">{formatMoney(entry?.usedAmount ?? 0)}</dd>
        </Facts>
        {entry?.endTime != null && <p className="hint">{t('loss.periodEnds', { date: formatLongDateTime(entry.endTime, locale) })}</p>}
        {entry?.newAmount != null && (
          <MessageBox variant="notice">
            <span data-testid="limit-pending">
              {t('loss.pending', { amount: formatMoney(entry.newAmount), date: formatLongDateTime(entry.amountEffectiveTime, locale) })}
            </span>
            {toConfirm && <> {t('loss.toConfirm')}</>}
          </MessageBox>
        )}
        {removalPending && entry?.amountEffectiveTime != null && (
          <MessageBox variant="notice">
            {t('loss.pendingRemoval', { date: formatLongDateTime(entry.amountEffectiveTime, locale) })}
            {toConfirm && <> {t('loss.toConfirm')}</>}
          </MessageBox>
        )}
        {outcome && 'saved' in outcome && <MessageBox>{t('loss.saved')}</MessageBox>}
        {outcome && 'failed' in outcome && <ErrorBox message={outcome.failed} />}
        <ErrorBox message={formError} />
        <form onSubmit={form.submit(submitAmount)} noValidate>
          <TextField
            inputMode="numeric"
            autoComplete="off"
            {...form.field('amount', (value) => {
              const error = validateLimitAmount(kind, value, limits);
              return error ? ruleText(error) : undefined;
            })}
          />
          <PrimaryButton type="submit" disabled={busy}>
            {t('loss.save')}
          </PrimaryButton>
        </form>
        {hasLimit && (
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={entry?.autoRenew !== false}
                disabled={busy}
                onChange={(e) => void toggleAutoRenew(e.target.checked)}
              />
              {t('loss.autoRenew')}
            </label>
            <p className="hint">{t('loss.autoRenewHint')}</p>
          </>
        )}
        <p className="hint">{t('loss.lowerAtOnce')}</p>
      </Panel>
    </Item>
  );
}
