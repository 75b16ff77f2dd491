import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { loadProfile } from '@/store/profile/load';
import { ErrorBox } from './ErrorBox';
import { readMarketingPromptTime, saveMarketingPromptTime, shouldShowMarketingPrompt } from '@/lib/account/marketingPrompt';
import { Toast } from './Toast';

/**
 * Marketing consent notification (docs/product/flows.md): for a player who has not accepted SMS
 * marketing, at most once per 30 days of logins. Accepting sets receiveSms and receiveEmail;
 * the prompt date is stored either way.
 */
export function MarketingConsentPrompt() {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const [lastPrompt, setLastPrompt] = useState<number | null>(() => readMarketingPromptTime());
  const [answered, setAnswered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorMessage | null>(null);

  if (error) {
    return (
      <Toast role="region" aria-label={t('marketing.title')} data-testid="marketing-prompt">
        <ErrorBox message={error} />
        <div className="actions">
          <SecondaryButton type="button" onClick={() => setError(null)}>
            {t('close')}
          </SecondaryButton>
        </div>
      </Toast>
    );
  }
  if (answered || !shouldShowMarketingPrompt(player, lastPrompt)) return null;

  const remember = () => {
    const now = Date.now();
    saveMarketingPromptTime(now);
    setLastPrompt(now);
    setAnswered(true);
  };
  const accept = async () => {
    setBusy(true);
    const { saveMarketing } = await loadProfile();
    // A success puts the permissions into the player record (store/profile/slice.ts).
    const result = await dispatch(saveMarketing({ receiveEmail: true, receiveSms: true })).unwrap();
    setBusy(false);
    remember();
    if (!result.success) setError({ ...errorMessageForFailure(result, 'marketing'), keys: ['marketing.updateFailed'] });
  };

  return (
    <Toast role="region" aria-labelledby="marketing-prompt-title" data-testid="marketing-prompt">
      <p id="marketing-prompt-title">
        <strong>{t('marketing.title')}</strong>
      </p>
      <p>{t('marketing.text')}</p>
      <div className="actions">
        <PrimaryButton type="button" onClick={accept} disabled={busy}>
          {t('marketing.accept')}
        </PrimaryButton>
        <SecondaryButton type="button" onClick={remember} disabled={busy}>
          {t('marketing.decline')}
        </SecondaryButton>
      </div>
    </Toast>
  );
}
