/**
 * @jest-environment node
 *
 * One source of wire types: every request and answer type of a platform call comes from the
 * generated contract (services/platform/openapi.ts, `npm run contract`) through the typed clients
 * (services/playerClient.ts, services/cmsClient.ts).
 *
 * The first part is checked by the compiler (`tsc --noEmit`, part of `npm run typecheck`): each
 * `@ts-expect-error` line must be an error, so a wrong path, a wrong query or body field, a
 * missing path value or a field an answer does not have is a compile error at the call. The calls
 * are only compiled, never sent. The second part reads services/ and fails when a hand-written
 * wire type comes back, there or in the modules that name the contract's shapes for the rest of
 * the site (lib/<feature>/types.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { cmsGet } from '@/services/cmsClient';
import { getBalance } from '@/services/wallet/balance';
import { getLimits } from '@/services/limits/api';
import type { ApiResponse } from '@/services/platform/types';
import { playerGet, playerPost } from '@/services/playerClient';
import type { ApiResult } from '@/lib/apiResult';
import type { LimitsView } from '@/lib/limits/types';

/** True when A and B are the same type (not merely assignable). */
type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

describe('the typed clients (compiled by tsc)', () => {
  it('answer the type the contract gives their path', () => {
    const balance: Equal<Awaited<ReturnType<typeof getBalance>>, ApiResult<ApiResponse<'/player/balance', 'get'>>> = true;
    const menu: Equal<Awaited<ReturnType<typeof playerGet<'/menu'>>>, ApiResult<ApiResponse<'/menu', 'get'>>> = true;
    const blogs: Equal<Awaited<ReturnType<typeof cmsGet<'/cms/blogs'>>>, ApiResponse<'/cms/blogs', 'get'> | null> = true;
    const limits: Equal<Awaited<ReturnType<typeof getLimits>>, ApiResult<LimitsView>> = true;
    expect([balance, menu, blogs, limits]).toEqual([true, true, true, true]);
  });

  it('refuse a field an answer does not have', () => {
    const read = async () => {
      const result = await playerGet('/player/balance');
      if (!result.success) return 0;
      // @ts-expect-error the balance has `cash`; `cashBalance` is a field of /payment/initWithdraw
      return result.data.cash + result.data.cashBalance;
    };
    const readGame = async () => {
      const game = await cmsGet('/cms/games/{id}', undefined, { path: { id: '1' } });
      // @ts-expect-error a game's name to show is `friendly_name`
      return game?.friendlyName;
    };
    expect([read, readGame]).toHaveLength(2);
  });

  it('refuse a wrong path, query, body or missing path value', () => {
    const calls = [
      // @ts-expect-error not a path of the contract
      () => playerGet('/player/balanse'),
      // @ts-expect-error a GET path is not a POST path
      () => playerPost('/player/balance'),
      // @ts-expect-error the free spins list takes `page`
      () => playerGet('/player/bonuses/freeSpins', { pageNumber: 2 }),
      // @ts-expect-error the search needs its keyword
      () => playerGet('/search', { lang: 'fi' }),
      // @ts-expect-error the login body has `email`, not `username`
      () => playerPost('/login', { username: 'a@b.fi', password: 'x' }),
      // @ts-expect-error the reality-check interval is a number of minutes
      () => playerPost('/player/limit/time', { realityCheckInterval: '15' }),
      // @ts-expect-error a body field must be one of the operation's
      () => playerPost('/player/limit/loss', { dailyLimit: 50 }),
      // @ts-expect-error the launch path needs the game's id
      () => playerGet('/game/real/{id}', { lang: 'fi' }),
      // @ts-expect-error the launch path's id is a number
      () => playerGet('/game/real/{id}', { lang: 'fi' }, { path: { id: 'book-of-sand' } }),
      // @ts-expect-error CMS paths keep their /cms prefix, as the contract names them
      () => cmsGet('/games'),
      // @ts-expect-error the article path needs its slug
      () => cmsGet('/cms/blogs/{slug}', { lang: 'fi' }),
      // @ts-expect-error a query parameter the CMS does not read
      () => cmsGet('/cms/games', { limit: 5 }),
    ];
    expect(calls).toHaveLength(12);
  });
});

describe('no hand-written wire types in services/', () => {
  const SERVICES = path.resolve(__dirname, '../../services');
  /** The generated contract and its type helpers. */
  const CONTRACT = path.join(SERVICES, 'platform');
  /** The clients' own types (options, the normalised ApiResult) are not wire types. */
  const CLIENTS = ['playerClient.ts', 'cmsClient.ts'].map((file) => path.join(SERVICES, file));

  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return full === CONTRACT ? [] : files(full);
      return /\.tsx?$/.test(entry.name) ? [full] : [];
    });
  const sources = files(SERVICES).map((file) => ({ file: path.relative(SERVICES, file), full: file, text: fs.readFileSync(file, 'utf8') }));

  it('reads the feature modules', () => {
    expect(sources.length).toBeGreaterThan(15);
  });

  it('has no types.ts of hand-written shapes', () => {
    expect(sources.filter(({ file }) => path.basename(file) === 'types.ts').map(({ file }) => file)).toEqual([]);
  });

  it('has no open-ended shapes ([key: string]: unknown) and no interfaces outside the clients', () => {
    const openEnded = sources.filter(({ text }) => /\[\s*\w+\s*:\s*string\s*\]\s*:\s*unknown/.test(text)).map(({ file }) => file);
    const interfaces = sources
      .filter(({ full, text }) => !CLIENTS.includes(full) && /^\s*(export\s+)?interface\s/m.test(text))
      .map(({ file }) => file);
    expect({ openEnded, interfaces }).toEqual({ openEnded: [], interfaces: [] });
  });

  it('gives no client call a hand-written answer type', () => {
    // A call, not the clients' own declarations (`function playerGet<P ...>`).
    const call = /(?<!function\s+)\b(playerGet|playerPost|cmsGet|cmsGetOrThrow)\s*</g;
    const typed = sources.flatMap(({ file, text }) => [...text.matchAll(call)].map((match) => `${file}: ${match[0]}`));
    expect(typed).toEqual([]);
  });
});

describe('the wire types the site names (lib/<feature>/types.ts, lib/search/result.ts)', () => {
  const LIB = path.resolve(__dirname, '../../lib');
  const modules = [
    ...fs
      .readdirSync(LIB, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(LIB, entry.name, 'types.ts')))
      .map((entry) => `${entry.name}/types.ts`),
    'search/result.ts',
  ].map((file) => ({ file, text: fs.readFileSync(path.join(LIB, file), 'utf8') }));

  it('reads a module per feature', () => {
    expect(modules.length).toBeGreaterThan(10);
  });

  it('name the contract’s shapes: each reads them from services/platform/types.ts, none declares an interface or an open-ended shape', () => {
    const unread = modules.filter(({ text }) => !text.includes("from '@/services/platform/types'")).map(({ file }) => file);
    const handWritten = modules
      .filter(({ text }) => /^\s*(export\s+)?interface\s/m.test(text) || /\[\s*\w+\s*:\s*string\s*\]\s*:\s*unknown/.test(text))
      .map(({ file }) => file);
    expect({ unread, handWritten }).toEqual({ unread: [], handWritten: [] });
  });
});
