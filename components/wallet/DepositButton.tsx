import { useTranslation } from '@/lib/i18n/useTranslation';
import { setDepositOpen, useAppDispatch } from '@/store';

/** The deposit button of the desktop header and the phone balance bar (logged-in players); the dialog it opens loads on demand (components/layout/lazyLayers.tsx). */
export function DepositButton({ className }: { className?: string }) {
  const { t } = useTranslation('help');
  const dispatch = useAppDispatch();
  return (
    <button type="button" className={className} data-testid="deposit-button" onClick={() => dispatch(setDepositOpen(true))}>
      {t('deposit.button')}
    </button>
  );
}
