import { AppError, ErrorCode } from '../../errors';
import { applyMovements, euros, type WalletState } from '../wallet';
import { grantBonusFreeSpins } from './freeSpins';
import { campaignPromoCents, DEPOSIT_CAMPAIGNS, findCampaign, WHEEL_DEPOSIT_MIN_CENTS, type DepositCampaign } from './rules';
import { addRequirement } from './wagering';
import { earnWheelSpin } from './wheel';
import type { Db, Trx } from '../../db/schema';
import type { Lang } from '../../langs';
import { findRedeemedCampaignIds, insertRedemption } from './store/redemptions';

export interface DepositCampaignView {
  campaignId: number;
  title: string;
  minDepositAmount: number;
  maxPromoLimit?: number;
  freeSpinAmount?: number;
  turnoverFactor: number;
  bonusPercent: number;
}

const view = (c: DepositCampaign, lang: Lang): DepositCampaignView => ({
  campaignId: c.campaignId,
  title: c.title[lang],
  minDepositAmount: euros(c.minDepositCents),
  ...(c.maxPromoCents ? { maxPromoLimit: euros(c.maxPromoCents) } : {}),
  ...(c.freeSpinAmount ? { freeSpinAmount: c.freeSpinAmount } : {}),
  turnoverFactor: c.turnoverFactor,
  bonusPercent: c.bonusPercent,
});

async function redeemedIds(db: Db, playerId: number): Promise<Set<number>> {
  return new Set(await findRedeemedCampaignIds(db, playerId));
}

/** GET /campaigns/depositCampaigns: the campaigns the player has not redeemed yet. */
export async function listDepositCampaigns(db: Db, playerId: number, lang: Lang): Promise<DepositCampaignView[]> {
  const redeemed = await redeemedIds(db, playerId);
  return DEPOSIT_CAMPAIGNS.filter((c) => !redeemed.has(c.campaignId)).map((c) => view(c, lang));
}

/** Who makes a campaign deposit: a logged-in player, and whether they have stored payment details (payments knows). */
interface CampaignDepositor {
  playerId: number;
  hasStoredDetail: boolean;
}

/**
 * A deposit that names a campaign (initDeposit, confirmDeposit): 195 when it cannot redeem it.
 * A logged-in player redeems with a deposit from a saved bank account: without stored payment
 * details the player is asked to make a plain deposit first (125). A new customer's deposit
 * (depositor null) identifies the bank account itself.
 */
export async function checkDepositCampaign(
  db: Db,
  depositor: CampaignDepositor | null,
  campaignId: number,
  amountCents: number,
): Promise<void> {
  const campaign = findCampaign(campaignId);
  if (!campaign) throw AppError.validation('campaignId', 'Unknown campaign', { rule: 'campaign' });
  if (depositor !== null && !depositor.hasStoredDetail) {
    throw new AppError(ErrorCode.ADD_PAYMENT_DETAILS, 'Add payment details first: make a deposit from your bank account');
  }
  if (amountCents < campaign.minDepositCents) {
    throw AppError.validation('amount', `The campaign needs a deposit of at least ${euros(campaign.minDepositCents)} EUR`, {
      rule: 'campaignMinDeposit',
      minDepositAmount: euros(campaign.minDepositCents),
    });
  }
  if (depositor !== null && (await redeemedIds(db, depositor.playerId)).has(campaignId)) {
    throw AppError.validation('campaignId', 'The campaign has been redeemed already', { rule: 'campaignRedeemed' });
  }
}

/**
 * The bonuses of a credited deposit, in the deposit's own transaction on the locked wallet
 * (after its credit): a bonus wheel spin for 20 € or more, and the campaign the deposit names
 * (payments gives it) with its promo money and free spins if the deposit qualifies and the player
 * has not redeemed it (once per player: the redemption row's key). A deposit that no longer
 * qualifies is credited without the bonus.
 */
export async function creditDepositBonuses(
  trx: Trx,
  wallet: WalletState,
  deposit: { id: number; amountCents: number; campaignId: number | null },
  now: number,
): Promise<WalletState> {
  const playerId = wallet.playerId;
  const { id: depositId, amountCents } = deposit;
  if (amountCents >= WHEEL_DEPOSIT_MIN_CENTS) await earnWheelSpin(trx, playerId, `deposit:${depositId}`, now);
  const campaign = deposit.campaignId !== null ? findCampaign(deposit.campaignId) : undefined;
  if (!campaign || amountCents < campaign.minDepositCents) return wallet;
  if ((await redeemedIds(trx, playerId)).has(campaign.campaignId)) return wallet;
  const promo = campaignPromoCents(campaign, amountCents);
  const spins = campaign.freeSpinAmount ?? 0;
  await insertRedemption(trx, { playerId, campaignId: campaign.campaignId, depositId, promoCents: promo, freeSpins: spins }, now);
  let after = wallet;
  if (promo > 0) {
    const key = `deposit:${depositId}:campaign:${campaign.campaignId}`;
    after = await applyMovements(
      trx,
      wallet,
      [{ kind: 'bonus_grant', account: 'promo', amount: promo, key, reference: `campaign:${campaign.campaignId}` }],
      now,
    );
    await addRequirement(trx, playerId, wallet.promo, promo, campaign.turnoverFactor, now);
  }
  if (spins > 0) {
    await grantBonusFreeSpins(
      trx,
      playerId,
      { spins, name: campaign.title.en, source: 'campaign', turnoverFactor: campaign.turnoverFactor },
      now,
    );
  }
  return after;
}
