import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { cachedAnswer } from '../../http/cachedAnswer';
import type { FeaturePlugin } from '../../http/context';
import { countInput, errorResponses, getSchema, int, langSchema, postSchema, str } from '../../http/schemas';
import { listDepositCampaigns } from './campaigns';
import { cancelFreeSpinBonus, listFreeSpinBonuses } from './freeSpins';
import { convertLoyaltyPoints, loyaltyView } from './loyalty';
import { goldRushWeek, programmeView } from './programmes';
import { MAX_PAGE } from './rules';
import {
  campaignsAnswerSchema,
  cancelAnswerSchema,
  convertAnswerSchema,
  freeSpinsAnswerSchema,
  goldRushAnswerSchema,
  loyaltyAnswerSchema,
  programmeAnswerSchema,
  timeQuery,
  wheelCompleteAnswerSchema,
  wheelSpinAnswerSchema,
  wheelStateAnswerSchema,
} from './schemas';
import { completeWheel, spinWheel, wheelState } from './wheel';
import { playerScope } from '../accounts';
import { DEFAULT_LANG } from '../../langs';

/** Every bonus route needs a session (a player scope). */
const bonusRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;
  const now = () => ctx.clock.now();
  const tags = ['bonuses'];

  app.get(
    '/campaigns/depositCampaigns',
    {
      schema: {
        summary: 'Deposit campaigns the player can still redeem (each once, with confirmDeposit/initDeposit campaignId), titles in lang',
        tags,
        querystring: { type: 'object', properties: { lang: langSchema } },
        response: { 200: campaignsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      campaigns: await listDepositCampaigns(db, request.player.playerId, request.query.lang ?? DEFAULT_LANG),
    }),
  );

  app.get(
    '/player/bonuses/freeSpins',
    {
      schema: {
        summary: 'Active free-spin bonuses (not used up, cancelled or expired), 10 per page, newest first',
        tags,
        querystring: { type: 'object', properties: { page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 } } },
        response: { 200: freeSpinsAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      cachedAnswer(ctx, request, reply, `freeSpins:${request.query.page}`, async (at) => {
        const { validUntil, ...bonuses } = await listFreeSpinBonuses(db, request.player.playerId, request.query.page, at);
        return { answer: { success: true, bonuses }, validUntil };
      }),
  );

  app.post(
    '/player/bonuses/freeSpins/cancel',
    {
      schema: postSchema(
        'Cancel a free-spin bonus: its remaining spins are forfeited (404 unknown, 195 no longer active or not cancellable)',
        {
          type: 'object',
          required: ['freeSpinsBonusId'],
          properties: { freeSpinsBonusId: { ...int, minimum: 1, maximum: 9_007_199_254_740_991 } },
        },
        cancelAnswerSchema,
        tags,
      ),
    },
    async (request) => ({
      success: true,
      ...(await cancelFreeSpinBonus(db, request.player.playerId, request.body.freeSpinsBonusId, now())),
    }),
  );

  app.get(
    '/bonuswheel/spin',
    {
      schema: getSchema(
        "The player's bonus wheel: spins not spun yet (today's visit spin is earned here), a spin waiting for completion, and the prizes with their odds",
        wheelStateAnswerSchema,
        tags,
      ),
    },
    async (request) => ({ success: true, ...(await wheelState(db, request.player.playerId, now())) }),
  );

  app.post(
    '/bonuswheel/spin',
    {
      schema: {
        summary:
          'Spin the wheel (no body): answers the prize and its reference (a spin waiting for completion is answered again); 195 with no spins; 258/238 (self-exclusion register) or 217 (cool-off) before any prize',
        tags,
        response: { 200: wheelSpinAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({ success: true, ...(await spinWheel(db, request.player.playerId, now())) }),
  );

  app.post(
    '/bonuswheel/complete',
    {
      schema: postSchema(
        'Credit the prize of a spin once (credited false when it was completed before); 404 unknown reference; 258/238 (self-exclusion register) or 217 (cool-off) credit nothing',
        { type: 'object', required: ['reference'], properties: { reference: str(64) } },
        wheelCompleteAnswerSchema,
        tags,
      ),
    },
    async (request) => ({ success: true, ...(await completeWheel(db, request.player.playerId, request.body.reference, now())) }),
  );

  const programmeSchema = (summary: string) => ({
    summary,
    tags,
    querystring: timeQuery,
    response: { 200: programmeAnswerSchema, ...errorResponses },
  });
  app.get(
    '/bonus-game/progress',
    { schema: programmeSchema('Bonus game progress: points (1 per euro of real-money bets), level, next level') },
    async (request) => ({
      success: true,
      ...(await programmeView(db, request.player.playerId, 'bonusGame', now())),
    }),
  );
  app.get(
    '/bonus-game/rewards',
    { schema: programmeSchema('Bonus game rewards per level (locked or credited); maxPrizes is the number of levels') },
    async (request) => ({
      success: true,
      ...(await programmeView(db, request.player.playerId, 'bonusGame', now())),
    }),
  );

  app.get(
    '/gold-rush/progress',
    {
      schema: {
        summary: "This week's gold rush (Monday to Sunday, Helsinki): nuggets (1 per euro of real-money bets), levels and prizes",
        tags,
        querystring: timeQuery,
        response: { 200: goldRushAnswerSchema, ...errorResponses },
      },
    },
    async (request) => ({
      success: true,
      ...(await programmeView(db, request.player.playerId, 'goldRush', now())),
      ...goldRushWeek(now()),
    }),
  );

  app.get(
    '/player/loyalty',
    {
      schema: getSchema(
        'Loyalty points (1 per euro of real-money bets) and the conversion rate (100 points = 1.00 EUR)',
        loyaltyAnswerSchema,
        tags,
      ),
    },
    async (request) => ({
      success: true,
      ...(await loyaltyView(db, request.player.playerId)),
    }),
  );

  app.post(
    '/player/convertLoyaltyPoints',
    {
      schema: postSchema(
        'Convert loyalty points to cash (100 points = 1.00 EUR, at least 100); 195 for a bad amount or not enough points; 258/238 (self-exclusion register) or 217 (cool-off) convert nothing',
        { type: 'object', required: ['pointAmount'], properties: { pointAmount: countInput } },
        convertAnswerSchema,
        tags,
      ),
    },
    async (request) => ({ success: true, ...(await convertLoyaltyPoints(db, request.player.playerId, request.body.pointAmount, now())) }),
  );
};

/** Bonuses: deposit campaigns, free spins, the bonus wheel, the bonus game, the gold rush and loyalty. */
export const bonusesPlugin: FeaturePlugin = async (app, options) => {
  await app.register(playerScope(bonusRoutes), options);
};
