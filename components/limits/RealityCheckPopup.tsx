import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { useRef, useState } from 'react';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { trapKeys, useInitialFocus } from '@/components/common/focusTrap';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { formatMoney } from '@/lib/format/money';
import { formatShortTime } from '@/lib/format/date';
import { href } from '@/lib/routes';
import { selectRealityCheck, useAppDispatch, useAppSelector } from '@/store';
import { acknowledgeRealityCheck } from '@/store/profile';
import { Actions, Backdrop, Dialog, Facts } from './styles';
import type { RealityCheckReport } from '@/lib/limits/types';

function PopupDialog({ report }: { report: RealityCheckReport }) {
  const { t } = useTranslation('limits');
  const router = useRouter();
  const route = useCurrentRoute();
  const dispatch = useAppDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useInitialFocus(dialog);

  const acknowledge = async (stop: boolean) => {
    setBusy(true);
    await dispatch(acknowledgeRealityCheck());
    setBusy(false);
    // "Stop playing" leaves the game: back to the front page.
    if (stop && route.flags.gamePage === true) await router.push(href('home', {}, route.locale));
  };
  // In the player's own clock and the Finnish format, as the transaction tables (lib/format/date.ts).
  const time = formatShortTime(report.startTime);

  return (
    <Dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="reality-check-title"
      aria-describedby="reality-check-played"
      tabIndex={-1}
      onKeyDown={(e) => trapKeys(dialog.current, e)}
      data-testid="reality-check"
    >
      <h2 id="reality-check-title">{t('popup.title')}</h2>
      <p id="reality-check-played">{t('popup.played', { minutes: report.playTimeMinutes, time })}</p>
      <Facts>
        <dt>{t('popup.bets')}</dt>
        <dd>{formatMoney(report.bets)}</dd>
        <dt>{t('popup.wins')}</dt>
        <dd>{formatMoney(report.wins)}</dd>
        <dt>{t('popup.net')}</dt>
        <dd>{formatMoney(report.net)}</dd>
      </Facts>
      <Actions>
        <PrimaryButton type="button" disabled={busy} onClick={() => void acknowledge(false)}>
          {t('popup.continue')}
        </PrimaryButton>
        <SecondaryButton type="button" disabled={busy} onClick={() => void acknowledge(true)}>
          {t('popup.stop')}
        </SecondaryButton>
      </Actions>
    </Dialog>
  );
}

/**
 * The reality check (docs/product/data.md "Reality check"): shown when the polled limits carry a
 * realityCheck entry, with what was played since the count started. Both answers acknowledge it
 * (GET realityCheck/reset); "stop playing" also leaves the game page.
 */
export function RealityCheckPopup() {
  const report = useAppSelector(selectRealityCheck);
  if (!report) return null;
  return (
    <Backdrop>
      <PopupDialog key={report.startTime} report={report} />
    </Backdrop>
  );
}
