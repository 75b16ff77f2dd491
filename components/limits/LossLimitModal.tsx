import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { MessageBox } from '@/components/account/ErrorBox';
import { trapKeys, useInitialFocus } from '@/components/common/focusTrap';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { formatMoney } from '@/lib/format/money';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectLimitsToConfirm } from '@/store/profile/derived';
import { cancelPendingLimits, confirmPendingLimits, type ConfirmationOutcome } from '@/store/profile';
import { Actions, Backdrop, Dialog } from './styles';
import type { TrueLimit } from '@/lib/limits/types';

function ModalBody({ waiting, onOutcome }: { waiting: TrueLimit[]; onOutcome: (outcome: ConfirmationOutcome) => void }) {
  const { t } = useTranslation('limits');
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const act = async (thunk: typeof confirmPendingLimits | typeof cancelPendingLimits) => {
    setBusy(true);
    onOutcome(await dispatch(thunk()).unwrap());
    setBusy(false);
  };
  return (
    <>
      <p>{t('modal.intro')}</p>
      <ul>
        {waiting.map((limit) => (
          <li key={limit.kind}>
            {limit.pendingRemoval
              ? t('modal.removal', { kind: t(`kinds.${limit.kind}`), amount: formatMoney(limit.amount ?? 0) })
              : t('modal.raise', {
                  kind: t(`kinds.${limit.kind}`),
                  amount: formatMoney(limit.amount ?? 0),
                  newAmount: formatMoney(limit.newAmount ?? 0),
                })}
          </li>
        ))}
      </ul>
      <Actions>
        <PrimaryButton type="button" disabled={busy} onClick={() => void act(confirmPendingLimits)}>
          {t('modal.confirm')}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => void act(cancelPendingLimits)}>
          {t('modal.cancel')}
        </SecondaryButton>
      </Actions>
    </>
  );
}

/**
 * The loss-limit confirmation modal of the layout (docs/product/flows.md "Loss-limit modal"): shown
 * while any limit's raise or removal waits for the player's confirmation; confirm or cancel, then
 * the outcome (confirmed, cancelled or error) until it is closed. Focus stays inside; it cannot be
 * dismissed without a choice (Escape does nothing).
 */
export function LossLimitModal() {
  const { t } = useTranslation('limits');
  const waiting = useAppSelector(selectLimitsToConfirm);
  const [outcome, setOutcome] = useState<ConfirmationOutcome | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const open = waiting.length > 0 || outcome !== null;
  if (!open) return null;
  return (
    <Backdrop>
      <ModalDialog key={outcome ?? 'ask'} dialogRef={dialog} title={t('modal.title')}>
        {outcome === null ? (
          <ModalBody waiting={waiting} onOutcome={setOutcome} />
        ) : (
          <>
            <MessageBox variant={outcome === 'error' ? 'error' : 'success'}>{t(`modal.${outcome}`)}</MessageBox>
            <PrimaryButton type="button" onClick={() => setOutcome(null)}>
              {t('modal.close')}
            </PrimaryButton>
          </>
        )}
      </ModalDialog>
    </Backdrop>
  );
}

function ModalDialog({ dialogRef, title, children }: { dialogRef: RefObject<HTMLDivElement | null>; title: string; children: ReactNode }) {
  useInitialFocus(dialogRef);
  return (
    <Dialog
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="loss-limit-modal-title"
      tabIndex={-1}
      onKeyDown={(e) => trapKeys(dialogRef.current, e)}
      data-testid="loss-limit-modal"
    >
      <h2 id="loss-limit-modal-title">{title}</h2>
      {children}
    </Dialog>
  );
}
