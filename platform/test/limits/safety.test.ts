import {
  addRegisterEntry,
  buildLimitsView,
  checkBetAllowed,
  checkCoolOff,
  checkDepositAllowed,
  checkSelfExclusion,
  realityCheckDue,
  removeRegisterEntries,
  resetRealityCheck,
  setRealityCheckInterval,
  setRegisterReachable,
  startCoolOff,
} from '../../src/features/limits';
import { ENGINES } from '../shared/helpers';
import { DAY, HOUR, PASSWORD, at, createPlayer, limitsDatabaseForSuite, playRound } from './helpers';

const NOW = at('2025-06-10T12:00:00+03:00');
const MINUTE = 60_000;

describe.each(ENGINES)('cool-off, self-exclusion register and reality check (%s)', (engine) => {
  const suite = limitsDatabaseForSuite(engine);

  const db = () => suite.database.db;
  const bet = (playerId: number, now: number, betCents = 100, winCents = 0) =>
    playRound(suite.database, { playerId, gameId: suite.gameId, betCents, winCents, now });

  describe('cool-off', () => {
    it('needs 1, 3 or 7 days and the right password (109 otherwise); nothing starts on a refusal', async () => {
      const p = await createPlayer(suite.database, NOW);
      for (const days of [0, 2, 5, 30]) {
        await expect(startCoolOff(db(), p, days, PASSWORD, NOW)).rejects.toMatchObject({
          errorCode: 195,
          params: { field: 'coolOffDays' },
        });
      }
      await expect(startCoolOff(db(), p, 3, '', NOW)).rejects.toMatchObject({ errorCode: 195, params: { field: 'password' } });
      await expect(startCoolOff(db(), p, 3, 'not-the-password', NOW)).rejects.toMatchObject({ errorCode: 109 });
      expect(await checkCoolOff(db(), p, NOW)).toEqual({ ok: true });
    });

    it('blocks bets and deposits with 217 until it ends, and a shorter one chosen during it does not shorten it', async () => {
      const p = await createPlayer(suite.database, NOW);
      expect(await startCoolOff(db(), p, 3, PASSWORD, NOW)).toBe(NOW + 3 * DAY);
      expect(await startCoolOff(db(), p, 1, PASSWORD, NOW + HOUR)).toBe(NOW + 3 * DAY);
      for (const t of [NOW, NOW + DAY + 2 * HOUR, NOW + 3 * DAY - 1]) {
        expect(await bet(p, t)).toEqual({ ok: false, errorCode: 217, message: expect.any(String), params: { endTime: NOW + 3 * DAY } });
        expect(await checkDepositAllowed(db(), p, t)).toMatchObject({ ok: false, errorCode: 217 });
      }
      const view = await buildLimitsView(db(), p, NOW + DAY);
      expect(view.limits[0]).toEqual({ kind: 'coolOff', coolOff: true, endTime: NOW + 3 * DAY });
      expect(await bet(p, NOW + 3 * DAY)).toEqual({ ok: true });
      expect(await checkDepositAllowed(db(), p, NOW + 3 * DAY)).toEqual({ ok: true });
      // A longer one during a cool-off extends it.
      expect(await startCoolOff(db(), p, 7, PASSWORD, NOW + 3 * DAY + HOUR)).toBe(NOW + 10 * DAY + HOUR);
    });

    it('comes before the loss limits for a bet', async () => {
      const p = await createPlayer(suite.database, NOW);
      await startCoolOff(db(), p, 1, PASSWORD, NOW);
      expect(await checkBetAllowed(db(), p, 10_000_000, NOW)).toMatchObject({ errorCode: 217 });
    });
  });

  describe('self-exclusion register', () => {
    afterEach(async () => setRegisterReachable(db(), true, NOW));

    it('answers 238 for a person in it (by player id or by the national id of the bank login) while the entry lasts', async () => {
      const byId = await createPlayer(suite.database, NOW);
      const byNationalId = await createPlayer(suite.database, NOW, { bankId: '010190-123A' });
      const free = await createPlayer(suite.database, NOW);
      await addRegisterEntry(db(), { playerId: byId }, NOW, null, NOW);
      await addRegisterEntry(db(), { nationalId: '010190-123A' }, NOW + HOUR, NOW + 30 * DAY, NOW);
      expect(await checkSelfExclusion(db(), byId, NOW)).toEqual({ ok: false, errorCode: 238, message: expect.any(String) });
      expect(await checkSelfExclusion(db(), byNationalId, NOW)).toEqual({ ok: true });
      expect(await checkSelfExclusion(db(), byNationalId, NOW + HOUR)).toMatchObject({
        ok: false,
        errorCode: 238,
        params: { expireTimestamp: NOW + 30 * DAY },
      });
      expect(await checkSelfExclusion(db(), { nationalId: '010190-123A' }, NOW + HOUR)).toMatchObject({ errorCode: 238 });
      expect(await checkDepositAllowed(db(), byNationalId, NOW + HOUR)).toMatchObject({ errorCode: 238 });
      expect(await checkSelfExclusion(db(), byNationalId, NOW + 30 * DAY)).toEqual({ ok: true });
      expect(await checkSelfExclusion(db(), free, NOW)).toEqual({ ok: true });
      expect(await removeRegisterEntries(db(), { playerId: byId })).toBe(1);
      expect(await checkSelfExclusion(db(), byId, NOW)).toEqual({ ok: true });
    });

    it('answers 258 for everyone while the register cannot be reached, and lets players through again after', async () => {
      const p = await createPlayer(suite.database, NOW);
      await setRegisterReachable(db(), false, NOW);
      expect(await checkSelfExclusion(db(), p, NOW)).toEqual({ ok: false, errorCode: 258, message: expect.any(String) });
      expect(await checkDepositAllowed(db(), p, NOW)).toMatchObject({ errorCode: 258 });
      await setRegisterReachable(db(), true, NOW);
      expect(await checkSelfExclusion(db(), p, NOW)).toEqual({ ok: true });
    });
  });

  describe('reality check', () => {
    const login = async (playerId: number, now: number) => {
      await db()
        .insertInto('player_session')
        .values({
          token_hash: `t-${playerId}-${now}`,
          player_id: playerId,
          kind: 'password',
          ip: null,
          created_at: now,
          last_seen_at: now,
          ended_at: null,
        })
        .execute();
    };

    it('is due every 60 minutes of a session by default, with what was played since the login', async () => {
      const p = await createPlayer(suite.database, NOW);
      expect(await realityCheckDue(db(), p, NOW + 2 * HOUR)).toBeNull();
      await login(p, NOW);
      await bet(p, NOW + MINUTE, 200, 0);
      await bet(p, NOW + 2 * MINUTE, 100, 350);
      await playRound(suite.database, {
        playerId: p,
        gameId: suite.gameId,
        betCents: 50,
        winCents: 40,
        now: NOW + 3 * MINUTE,
        freeSpin: true,
      });
      expect(await realityCheckDue(db(), p, NOW + 60 * MINUTE - 1)).toBeNull();
      const report = { intervalMinutes: 60, startTime: NOW, playTimeMinutes: 60, bets: 3, wins: 3.9, net: 0.9, currency: 'EUR' };
      expect(await realityCheckDue(db(), p, NOW + 60 * MINUTE)).toEqual(report);
      const view = await buildLimitsView(db(), p, NOW + 61 * MINUTE);
      expect(view.limits.at(-1)).toEqual({ kind: 'realityCheck', realityCheck: { ...report, playTimeMinutes: 61 } });
      // A new login restarts the count.
      await login(p, NOW + 70 * MINUTE);
      expect(await realityCheckDue(db(), p, NOW + 100 * MINUTE)).toBeNull();
    });

    it('an acknowledgement restarts the count and the span; the interval can be 15, 30, 60, 120 or off', async () => {
      const p = await createPlayer(suite.database, NOW);
      await login(p, NOW);
      await bet(p, NOW + MINUTE, 500, 0);
      await resetRealityCheck(db(), p, NOW + 61 * MINUTE);
      expect(await realityCheckDue(db(), p, NOW + 120 * MINUTE)).toBeNull();
      await bet(p, NOW + 70 * MINUTE, 100, 0);
      expect(await realityCheckDue(db(), p, NOW + 121 * MINUTE)).toMatchObject({
        startTime: NOW + 61 * MINUTE,
        playTimeMinutes: 60,
        bets: 1,
        wins: 0,
        net: -1,
      });

      await setRealityCheckInterval(db(), p, 15, NOW + 130 * MINUTE);
      expect(await realityCheckDue(db(), p, NOW + 144 * MINUTE)).toBeNull();
      expect(await realityCheckDue(db(), p, NOW + 145 * MINUTE)).toMatchObject({ intervalMinutes: 15, playTimeMinutes: 15 });
      await setRealityCheckInterval(db(), p, 0, NOW + 150 * MINUTE);
      expect(await realityCheckDue(db(), p, NOW + 10 * HOUR)).toBeNull();
      expect((await buildLimitsView(db(), p, NOW + 10 * HOUR)).realityCheckInterval).toBe(0);
      for (const minutes of [5, 45, 90, 1.5, -15]) {
        await expect(setRealityCheckInterval(db(), p, minutes, NOW)).rejects.toMatchObject({
          errorCode: 195,
          params: { field: 'realityCheckInterval' },
        });
      }
      // An acknowledgement keeps the chosen interval.
      await resetRealityCheck(db(), p, NOW + 11 * HOUR);
      expect((await buildLimitsView(db(), p, NOW + 11 * HOUR)).realityCheckInterval).toBe(0);
    });
  });
});
