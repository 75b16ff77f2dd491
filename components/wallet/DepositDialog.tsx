import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { trapTab } from '@/components/common/focusTrap';
import { ModalBackdrop, ModalCard } from '@/components/common/modal';
import { IconButton } from '@/components/layout/IconButton';
import { selectDepositOpen, selectIsLoggedIn, setDepositOpen, useAppDispatch, useAppSelector } from '@/store';
import { DepositForm } from './DepositForm';
import { theme } from '@/styles/theme';

/** Under the complete-account dialog, which must stay on top until the account is complete. */
const Backdrop = styled(ModalBackdrop)`
  z-index: ${theme.zIndices.panel + 5};
`;

const Dialog = styled(ModalCard)`
  & .head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space.sm};
    margin-bottom: ${theme.space.sm};
  }
  & h2 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
`;

/**
 * The deposit form in a dialog, opened from anywhere (the header and balance-bar buttons, a game
 * the balance cannot cover) through the app state's `depositOpen`. Escape or the close button
 * closes it and focus returns to where it was.
 */
export function DepositDialog() {
  const { t } = useTranslation('help');
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectDepositOpen);
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const dialogRef = useRef<HTMLDivElement>(null);
  const shown = open && isLoggedIn;

  useEffect(() => {
    if (!shown) return undefined;
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.querySelector<HTMLElement>('input, button')?.focus();
    return () => previous?.focus?.();
  }, [shown]);

  if (!shown) return null;
  const close = () => dispatch(setDepositOpen(false));
  return (
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="deposit-dialog-title"
        data-testid="deposit-dialog"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          } else trapTab(dialogRef.current, event);
        }}
      >
        <div className="head">
          <h2 id="deposit-dialog-title">{t('deposit.title')}</h2>
          <IconButton type="button" onClick={close} aria-label={t('deposit.close')}>
            ×
          </IconButton>
        </div>
        <DepositForm />
      </Dialog>
    </Backdrop>
  );
}
