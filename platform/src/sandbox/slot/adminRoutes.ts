import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import { adminPlayer, idParams } from '../../features/accounts';
import { MAX_SLOT_SEED, setSlotSeed } from '../../features/games';
import { requireAdmin } from '../../http/admin';
import type { FeaturePlugin } from '../../http/context';
import { adminHeaders, bool, int, postSchema } from '../../http/schemas';

const seedAnswerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'userId', 'seed'],
  properties: { success: bool, userId: int, seed: { type: 'integer', nullable: true } },
} as const;

/**
 * The sandbox slot's seed under /sandbox/admin (header x-admin-token): a seeded player's
 * real-money rounds draw their reels from the seed, in order, so tests play known rounds
 * (features/games/slot/seededDraws.ts). Per instance, like the sandbox clock.
 */
export const slotAdminRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.post(
    '/players/:id/slotSeed',
    {
      onRequest: requireAdmin(ctx),
      schema: {
        ...postSchema(
          "Seed the sandbox slot for a player on this instance: from the next round on, the player's real-money rounds draw their reels from the seed, in order (the same seed plays the same rounds); seed null draws at random again",
          {
            type: 'object',
            required: ['seed'],
            additionalProperties: false,
            properties: { seed: { type: 'integer', minimum: 0, maximum: MAX_SLOT_SEED, nullable: true } },
          },
          seedAnswerSchema,
          ['sandbox'],
        ),
        headers: adminHeaders,
        params: idParams,
      },
    },
    async (request) => {
      const id = request.params.id;
      await adminPlayer(db, id);
      const seed = request.body.seed ?? null;
      setSlotSeed(db, id, seed);
      return { success: true, userId: id, seed };
    },
  );
};
