import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState, type FormEvent } from 'react';
import { MessageBox } from '@/components/account/ErrorBox';
import { PrimaryButton } from '@/components/common/ui';
import { selectPlayer, useAppDispatch, useAppSelector } from '@/store';
import { saveMarketing } from '@/store/profile';
import { CheckLine, Muted } from './styles';
import { useTimedMessage } from './useTimedMessage';

/**
 * Profile page 'marketing' (docs/product/flows.md "Marketing save"): email and SMS checkboxes and a
 * save button; success or failure message for 5 s; 115 logs the player out (handleAuthError).
 */
export function MarketingPage() {
  const { t } = useTranslation('profile');
  const { t: te } = useTranslation('errors');
  const dispatch = useAppDispatch();
  const player = useAppSelector(selectPlayer);
  const [receiveEmail, setReceiveEmail] = useState(player?.receiveEmail === true);
  const [receiveSms, setReceiveSms] = useState(player?.receiveSms === true);
  const [saving, setSaving] = useState(false);
  const [result, showResult] = useTimedMessage<'ok' | 'failed'>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaving(true);
    const answer = await dispatch(saveMarketing({ receiveEmail, receiveSms })).unwrap();
    setSaving(false);
    showResult(answer.success ? 'ok' : 'failed');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Muted>{t('marketing.intro')}</Muted>
      <CheckLine>
        <input type="checkbox" checked={receiveEmail} onChange={(event) => setReceiveEmail(event.target.checked)} />
        {t('marketing.email')}
      </CheckLine>
      <CheckLine>
        <input type="checkbox" checked={receiveSms} onChange={(event) => setReceiveSms(event.target.checked)} />
        {t('marketing.sms')}
      </CheckLine>
      {result === 'ok' && <MessageBox>{te('marketing.updateSuccess')}</MessageBox>}
      {result === 'failed' && <MessageBox variant="error">{te('marketing.updateFailed')}</MessageBox>}
      <PrimaryButton type="submit" disabled={saving}>
        {t('marketing.save')}
      </PrimaryButton>
    </form>
  );
}
