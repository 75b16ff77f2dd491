import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useRef, useState } from 'react';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { PrimaryButton, SecondaryButton } from '@/components/common/ui';
import { Spinner } from '@/components/wallet/styles';
import { DepositForm } from '@/components/wallet/DepositForm';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { MESSAGE_DURATION_MS, FREE_SPIN_PAGER_ABOVE } from '@/lib/constants';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { formatLongDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { displayName } from '@/lib/games/suffix';
import { selectCampaigns, selectFreeSpins, useAppDispatch, useAppSelector } from '@/store';
import { Actions, DismissibleBox, Item, ItemList, Muted, Pager, Section } from './styles';
import { loadProfile } from '@/store/profile/load';
import type { ApiFailure } from '@/lib/apiResult';
import type { DepositCampaign } from '@/lib/bonuses/types';

type Redeeming = { campaign: DepositCampaign | null } | null;

/** A box that goes away after 5 s or on click (docs/product/flows.md "Free-spin cancel"). */
function useTransientBox<T>(): [T | null, (value: T | null) => void] {
  const [value, setValue] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = (next: T | null) => {
    clearTimeout(timer.current);
    setValue(next);
    if (next !== null) timer.current = setTimeout(() => setValue(null), MESSAGE_DURATION_MS);
  };
  return [value, show];
}

/**
 * The campaigns screen (route 'campaigns' and the profile page 'campaigns'): the deposit
 * campaigns the player can redeem (redeem opens the deposit form for that campaign; 125 asks for
 * a first deposit), and the active free-spin bonuses, paged above 10, each with a cancel action.
 */
export function CampaignsView({ assign }: { assign?: (url: string) => void } = {}) {
  const { t } = useTranslation('bonuses');
  const { locale } = useCurrentRoute();
  const dispatch = useAppDispatch();
  const campaigns = useAppSelector(selectCampaigns);
  const freeSpins = useAppSelector(selectFreeSpins);
  const [campaignsFailure, setCampaignsFailure] = useState<ErrorMessage | null>(null);
  const [redeeming, setRedeeming] = useState<Redeeming>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancelResult, showCancelResult] = useTransientBox<{ ok: true } | { ok: false; message: ErrorMessage }>();

  useEffect(() => {
    let current = true;
    void loadProfile().then(({ fetchCampaigns, fetchFreeSpins }) => {
      if (!current) return;
      void dispatch(fetchCampaigns(locale)).then((action) => {
        const result = action.payload as { success: boolean } | undefined;
        if (current)
          setCampaignsFailure(result && !result.success ? errorMessageForFailure(result as ApiFailure, 'campaigns', locale) : null);
      });
      void dispatch(fetchFreeSpins(1));
    });
    return () => {
      current = false;
    };
  }, [dispatch, locale]);

  const showFreeSpinsPage = (page: number) => void loadProfile().then(({ fetchFreeSpins }) => dispatch(fetchFreeSpins(page)));

  const cancel = async (id: number) => {
    setCancelling(id);
    const { cancelFreeSpinBonus } = await loadProfile();
    const action = await dispatch(cancelFreeSpinBonus(id));
    setCancelling(null);
    const result = action.payload as { success: true } | ApiFailure | undefined;
    if (result?.success) showCancelResult({ ok: true });
    else if (result) showCancelResult({ ok: false, message: errorMessageForFailure(result, 'freeSpinCancel', locale) });
  };

  if (redeeming) {
    const { campaign } = redeeming;
    return (
      <Section aria-labelledby="campaign-deposit-title" data-testid="campaign-deposit">
        <h2 id="campaign-deposit-title">{campaign ? t('campaigns.depositFor', { title: campaign.title }) : t('campaigns.firstDeposit')}</h2>
        {/* A campaign deposit without saved payment details answers 125 in the form; a plain deposit saves them. */}
        <DepositForm
          key={campaign ? String(campaign.campaignId) : 'plain'}
          assign={assign}
          campaign={campaign ? { campaignId: Number(campaign.campaignId), minDepositAmount: campaign.minDepositAmount } : undefined}
        />
        <Actions>
          {campaign && (
            <SecondaryButton type="button" onClick={() => setRedeeming({ campaign: null })}>
              {t('campaigns.depositNow')}
            </SecondaryButton>
          )}
          <SecondaryButton type="button" onClick={() => setRedeeming(null)}>
            {t('campaigns.back')}
          </SecondaryButton>
        </Actions>
      </Section>
    );
  }

  const page = freeSpins?.page ?? 1;
  const pageCount = freeSpins?.pageCount ?? 0;
  return (
    <div data-testid="campaigns-view">
      <Section aria-labelledby="deposit-campaigns-title">
        <h2 id="deposit-campaigns-title">{t('campaigns.title')}</h2>
        {campaignsFailure ? (
          <ErrorBox message={campaignsFailure} />
        ) : campaigns === null ? (
          <Muted>{t('loading')}</Muted>
        ) : campaigns.length === 0 ? (
          <Muted>{t('campaigns.none')}</Muted>
        ) : (
          <ItemList>
            {campaigns.map((campaign) => (
              <Item key={campaign.campaignId} data-testid="deposit-campaign">
                <h3>{campaign.title}</h3>
                <p>{t('campaigns.minDeposit', { amount: formatMoney(campaign.minDepositAmount) })}</p>
                {campaign.maxPromoLimit !== undefined && (
                  <p>{t('campaigns.maxPromo', { percent: campaign.bonusPercent ?? 0, amount: formatMoney(campaign.maxPromoLimit) })}</p>
                )}
                {campaign.freeSpinAmount !== undefined && <p>{t('campaigns.freeSpins', { count: campaign.freeSpinAmount })}</p>}
                <p>
                  {Number(campaign.turnoverFactor) > 0
                    ? t('campaigns.turnover', { factor: campaign.turnoverFactor })
                    : t('campaigns.noTurnover')}
                </p>
                <div className="actions">
                  <PrimaryButton
                    type="button"
                    aria-label={t('campaigns.redeemLabel', { title: campaign.title })}
                    onClick={() => setRedeeming({ campaign })}
                  >
                    {t('campaigns.redeem')}
                  </PrimaryButton>
                </div>
              </Item>
            ))}
          </ItemList>
        )}
      </Section>

      <Section aria-labelledby="free-spins-title" data-testid="free-spin-bonuses">
        <h2 id="free-spins-title">{t('freeSpins.title')}</h2>
        {cancelResult && (
          // The result box dismisses on click (or after 5 s).
          <DismissibleBox onClick={() => showCancelResult(null)} data-testid="free-spin-cancel-result">
            {cancelResult.ok ? <MessageBox>{t('freeSpins.cancelled')}</MessageBox> : <ErrorBox message={cancelResult.message} />}
            <button type="button" className="close" aria-label={t('close')} onClick={() => showCancelResult(null)}>
              ×
            </button>
          </DismissibleBox>
        )}
        {freeSpins === null ? (
          <Muted>{t('loading')}</Muted>
        ) : freeSpins.transactions.length === 0 ? (
          <Muted>{t('freeSpins.none')}</Muted>
        ) : (
          <ItemList>
            {freeSpins.transactions.map((bonus) => {
              const id = Number(bonus.freeSpinsBonusId);
              const name = t(`freeSpins.source.${String(bonus.source ?? 'sandbox')}`, { defaultValue: bonus.name });
              const game = bonus.games[0];
              return (
                <Item key={id} data-testid="free-spin-bonus">
                  <h3>{name}</h3>
                  <p>{t('freeSpins.remaining', { remaining: bonus.freeSpins, total: bonus.total })}</p>
                  {game && <p>{t('freeSpins.game', { game: displayName(game.translation ?? game.friendlyName ?? '', game.slug) })}</p>}
                  <p>
                    {Number(bonus.turnoverFactor) > 0
                      ? t('freeSpins.turnover', { factor: bonus.turnoverFactor })
                      : t('freeSpins.noTurnover')}
                  </p>
                  {bonus.expirationTime !== null && (
                    <p>{t('freeSpins.expires', { date: formatLongDateTime(bonus.expirationTime, locale) })}</p>
                  )}
                  {bonus.cancellable && (
                    <div className="actions">
                      <SecondaryButton
                        type="button"
                        disabled={cancelling !== null}
                        aria-busy={cancelling === id || undefined}
                        aria-label={t('freeSpins.cancelLabel', { name })}
                        onClick={() => void cancel(id)}
                      >
                        {cancelling === id && <Spinner aria-hidden="true" />}
                        {t('freeSpins.cancel')}
                      </SecondaryButton>
                    </div>
                  )}
                </Item>
              );
            })}
          </ItemList>
        )}
        {freeSpins !== null && freeSpins.count > FREE_SPIN_PAGER_ABOVE && (
          <Pager aria-label={t('freeSpins.pager.label')}>
            <SecondaryButton type="button" disabled={page <= 1} onClick={() => showFreeSpinsPage(page - 1)}>
              {t('freeSpins.pager.previous')}
            </SecondaryButton>
            <span>{t('freeSpins.pager.page', { page, pageCount })}</span>
            <SecondaryButton type="button" disabled={page >= pageCount} onClick={() => showFreeSpinsPage(page + 1)}>
              {t('freeSpins.pager.next')}
            </SecondaryButton>
          </Pager>
        )}
      </Section>
    </div>
  );
}
