import { Readable } from 'node:stream';
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyReply } from 'fastify';
import type { FeaturePlugin } from '../../http/context';
import { errorResponses } from '../../http/schemas';
import { DEFAULT_LANG, isLang } from '../../langs';
import { getPlayer, playerScope } from '../accounts';
import { historyCsv, historyFileName } from './history';
import { buildOverview } from './overview';
import { OVERVIEW_MAX_DAYS, resolveRange } from './range';
import { historyQuerySchema, overviewAnswerSchema, overviewQuerySchema } from './schemas';

/** A CSV download, streamed: each chunk is written as the source yields it, with the socket's back-pressure. */
const sendCsv = (reply: FastifyReply, fileName: string, chunks: AsyncIterable<string>) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(chunks));

/** The player's overview and account history (a player scope: only ever the session's own player). */
const playOverviewRoutes: FeaturePlugin = async (instance, { ctx }) => {
  const app = instance.withTypeProvider<JsonSchemaToTsProvider>();
  const { db } = ctx.database;

  app.get(
    '/player/overview',
    {
      schema: {
        summary:
          "Your play: net result (wins minus bets, real and promo money apart), deposits, withdrawals, time played and the loss a limit counts, for each day, week or month of a range and for the whole range, with the loss limits in force and their current period's used amount. 195: a date that does not exist (rule date), from after to (range), more than 731 days (maxRange)",
        tags: ['player'],
        querystring: overviewQuerySchema,
        response: { 200: overviewAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const now = ctx.clock.now();
      const range = resolveRange(request.query, now, OVERVIEW_MAX_DAYS);
      return { success: true, ...(await buildOverview(db, request.player.playerId, range, now)) };
    },
  );

  app.get(
    '/player/history',
    {
      schema: {
        summary:
          'Account history as CSV (UTF-8 with a byte order mark, comma-separated): every round, deposit, withdrawal, cancelled withdrawal and jackpot win of a range in time order, columns named in the language asked for, amounts in euros with a dot, times in ISO 8601 with their offset. 195 as for the overview (no maxRange)',
        tags: ['player'],
        querystring: historyQuerySchema,
        response: {
          200: { description: 'The CSV file, sent as it is read', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { playerId } = request.player;
      const range = resolveRange(request.query, ctx.clock.now());
      const asked = request.query.lang;
      const stored = asked ?? (await getPlayer(db, playerId))?.language;
      const lang = isLang(stored) ? stored : DEFAULT_LANG;
      return sendCsv(reply, historyFileName(range, lang), historyCsv(db, playerId, range, lang));
    },
  );
};

export const playOverviewPlugin: FeaturePlugin = playerScope(playOverviewRoutes);
