/**
 * The OpenAPI document's operations (operationId, summary, description, declared tag: what
 * spectral's spectral:oas asks, `npm run lint`) and the browsable API reference of the sandbox.
 * The document and the page are the same on every engine: SQLite only.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { API_REFERENCE_PATH } from '../../src/http/apiReference';
import { OPENAPI_TAGS, operationIdOf } from '../../src/http/openapi';
import { appForSuite, call, expectErrorShape, type Body } from '../shared/helpers';

interface Operation {
  key: string;
  operation: Body;
}

const operationsOf = (document: Body): Operation[] =>
  Object.entries(document.paths as Record<string, Record<string, Body>>).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
  );

describe('OpenAPI document and API reference', () => {
  const running = appForSuite('sqlite', { adminToken: 'test-token' });

  /** Another app on the suite's database (migrated and seeded), for routes or settings the suite's app must not have. */
  async function withApp(
    options: { sandboxEnabled?: boolean },
    configure: (app: FastifyInstance) => void,
    check: (app: FastifyInstance, url: string) => Promise<void>,
  ) {
    const app = await buildApp({ db: running.database, ...options });
    try {
      configure(app);
      await app.listen({ host: '127.0.0.1', port: 0 });
      await check(app, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    } finally {
      await app.close();
    }
  }

  describe('operations', () => {
    let document: Body;
    let operations: Operation[];
    beforeAll(async () => {
      const res = await call(`${running.url}/openapi.json`);
      expect(res.status).toBe(200);
      document = res.body;
      operations = operationsOf(document);
    });

    it('each has a unique camelCase operationId, a summary and a description', () => {
      expect(operations.length).toBeGreaterThan(100);
      const problems = operations.filter(({ operation }) => {
        const { operationId, summary, description } = operation;
        return !/^[a-z]+[A-Za-z0-9]*$/.test(operationId ?? '') || !summary?.trim() || !description?.trim();
      });
      expect(problems.map(({ key }) => key)).toEqual([]);
      const ids = operations.map(({ operation }) => operation.operationId);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('derives the operationId from the method and the path', () => {
      const idOf = (key: string) => operations.find((op) => op.key === key)?.operation.operationId;
      expect(idOf('POST /payment/initDeposit')).toBe('postPaymentInitDeposit');
      expect(idOf('GET /game/real/{id}')).toBe('getGameRealById');
      expect(idOf('GET /cms/games/id={id}')).toBe('getCmsGamesIdById');
      expect(idOf('GET /cms/games/{id}')).toBe('getCmsGamesById');
      expect(idOf('GET /cms/thumbnails/{slug}.svg')).toBe('getCmsThumbnailsBySlugSvg');
      expect(idOf('GET /bonus-game/progress')).toBe('getBonusGameProgress');
      expect(operationIdOf('DELETE', '/sandbox/admin/cms/pages/:slug')).toBe('deleteSandboxAdminCmsPagesBySlug');
    });

    it('each has one or more tags, every one declared with a description; the declared tags are sorted and used', () => {
      const declared = (document.tags as { name: string; description?: string }[]) ?? [];
      const names = declared.map((tag) => tag.name);
      expect(names).toEqual(OPENAPI_TAGS.map((tag) => tag.name));
      expect(names).toEqual([...names].sort());
      expect(declared.filter((tag) => !tag.description?.trim())).toEqual([]);
      const undeclared = operations.filter(
        ({ operation }) => !operation.tags?.length || operation.tags.some((tag: string) => !names.includes(tag)),
      );
      expect(undeclared.map(({ key }) => key)).toEqual([]);
      const used = new Set(operations.flatMap(({ operation }) => operation.tags as string[]));
      expect(names.filter((name) => !used.has(name))).toEqual([]);
    });

    it('describes who may call an operation', () => {
      const descriptionOf = (key: string) => operations.find((op) => op.key === key)?.operation.description;
      expect(descriptionOf('GET /player/balance')).toMatch(/player session .* 401 with errorCode 115/);
      expect(descriptionOf('POST /sandbox/admin/maintenance')).toMatch(/x-admin-token/);
      expect(descriptionOf('GET /sandbox/bank/login/{token}')).toMatch(/Sandbox only.*\n\nAnswers an HTML page/s);
      expect(descriptionOf('GET /cms/games')).toMatch(/^Needs no session\./);
    });

    it('has the head spectral asks for: description, contact, licence, servers', () => {
      expect(document.info).toEqual(
        expect.objectContaining({ description: expect.any(String), contact: expect.any(Object), license: expect.any(Object) }),
      );
      expect(document.servers.map((server: Body) => server.url)).toEqual(['/', '/api']);
    });
  });

  it('takes the operationId a route names in its schema, and fails the document when two operations share one', async () => {
    const route = (operationId?: string) => (app: FastifyInstance) =>
      app.post('/payment/init-deposit', { schema: { operationId, summary: 'A route of this test', tags: ['payments'] } }, async () => ({
        success: true,
      }));
    await withApp({}, route('postPaymentInitDepositOfTest'), async (app) => {
      const ids = operationsOf(app.swagger()).map(({ operation }) => operation.operationId);
      expect(ids).toEqual(expect.arrayContaining(['postPaymentInitDepositOfTest', 'postPaymentInitDeposit']));
    });
    await withApp({}, route(), async (app) => {
      expect(() => app.swagger()).toThrow(
        'operationId postPaymentInitDeposit of POST /payment/init-deposit is also that of POST /payment/initDeposit',
      );
    });
  });

  describe(`the API reference at ${API_REFERENCE_PATH}/`, () => {
    it('redirects the path without its trailing slash to the page, relatively', async () => {
      const res = await fetch(`${running.url}${API_REFERENCE_PATH}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('api-docs/');
    });

    it('answers an HTML page whose scripts, styles and icons load from the platform', async () => {
      const pageUrl = `${running.url}${API_REFERENCE_PATH}/`;
      const page = await fetch(pageUrl);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).toMatch(/frame-ancestors 'none'/);
      const html = await page.text();
      expect(html).toContain('<div id="swagger-ui"></div>');
      const assets = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map(([, ref]) => new URL(ref, pageUrl));
      expect(assets.map((url) => url.pathname)).toEqual(
        expect.arrayContaining([
          `${API_REFERENCE_PATH}/swagger-ui.css`,
          `${API_REFERENCE_PATH}/swagger-ui-bundle.js`,
          `${API_REFERENCE_PATH}/reference.js`,
        ]),
      );
      // Nothing from another origin (no CDN).
      expect(assets.filter((url) => url.origin !== running.url).map(String)).toEqual([]);
      for (const url of assets) {
        const res = await fetch(url);
        expect([url.pathname, res.status]).toEqual([url.pathname, 200]);
        const type = res.headers.get('content-type') ?? '';
        if (url.pathname.endsWith('.js')) expect(type).toMatch(/javascript/);
        if (url.pathname.endsWith('.css')) expect(type).toMatch(/^text\/css/);
        expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0);
      }
    });

    it('points Swagger UI at the document the platform serves at /openapi.json, and serves no other file', async () => {
      const initializer = await (await fetch(`${running.url}${API_REFERENCE_PATH}/reference.js`)).text();
      const [, documentUrl] = initializer.match(/url: new URL\('([^']+)'/) ?? [];
      expect(new URL(documentUrl, `${running.url}${API_REFERENCE_PATH}/`).pathname).toBe('/openapi.json');
      // Through the site's rewrite the page is one folder deeper, and so is the document.
      expect(new URL(documentUrl, `http://site.test/api${API_REFERENCE_PATH}/`).pathname).toBe('/api/openapi.json');
      for (const file of ['package.json', 'swagger-ui-bundle.js.map', '..%2F..%2Fpackage.json']) {
        expectErrorShape(await call(`${running.url}${API_REFERENCE_PATH}/${file}`), 404, 100);
      }
    });

    it('is sandbox only: 403 / 100 for the page and its assets when the sandbox is disabled', async () => {
      await withApp(
        { sandboxEnabled: false },
        () => {},
        async (_app, url) => {
          for (const path of [
            API_REFERENCE_PATH,
            `${API_REFERENCE_PATH}/`,
            `${API_REFERENCE_PATH}/swagger-ui-bundle.js`,
            `${API_REFERENCE_PATH}/reference.js`,
          ]) {
            expectErrorShape(await call(`${url}${path}`, { redirect: 'manual' }), 403, 100);
          }
        },
      );
    });
  });
});
