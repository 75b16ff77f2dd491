import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import affiliateHandler from '@/pages/api/site/affiliate';
import { runApiRoute } from '../support/apiRoute';

/*
 * msw stands in for the platform's CMS. Under jsdom the CMS client takes the browser's base and the
 * sanitiser is DOMPurify on the test's window (__tests__/setup.ts): the same allow-list as the
 * server's isomorphic-dompurify, whose own jsdom does not load under jest.
 */
const CMS = `${window.location.origin}/api/cms`;
const HOSTILE = {
  reference: '7',
  slug: 'partner',
  message_fi: '<p onclick="alert(1)">Tervetuloa <strong>20</strong><script>alert(1)</script><img src="x" onerror="alert(1)"></p>',
  message_en: '<p>Welcome <a href="javascript:alert(1)">here</a></p>',
  message_et: '<p>Tere</p>',
  granted_free_spins: 20,
  free_spin_game: null,
};

const asked: string[] = [];
const server = setupServer(
  http.get(`${CMS}/affiliate/:reference`, ({ params }) => {
    asked.push(String(params.reference));
    return params.reference === '7' ? HttpResponse.json(HOSTILE) : HttpResponse.json({ success: false }, { status: 404 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked.length = 0;
});

const call = (method: string, reference: unknown) => runApiRoute(affiliateHandler, { method, query: { reference } });

describe('GET /api/site/affiliate?reference=', () => {
  it("answers the affiliate with its messages sanitised on the site's server", async () => {
    const first = await call('GET', '7');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=60');
    const affiliate = first.body as typeof HOSTILE;
    expect(affiliate).toMatchObject({ reference: '7', granted_free_spins: 20, free_spin_game: null });
    expect(affiliate.message_fi).toBe('<p>Tervetuloa <strong>20</strong><img src="x"></p>');
    expect(affiliate.message_en).not.toContain('javascript:');
    expect(affiliate.message_en).toContain('here');
    expect(asked).toEqual(['7']);
  });

  it('answers 404 for an unknown reference, and for a malformed one without asking the CMS', async () => {
    expect(await call('GET', 'nobody')).toMatchObject({ status: 404, body: { success: false } });
    expect(asked).toEqual(['nobody']);
    for (const reference of ['../settings', 'a b', '', ['1', '2'], 'x'.repeat(65)]) {
      expect((await call('GET', reference)).status).toBe(404);
    }
    expect(asked).toEqual(['nobody']);
  });

  it('answers only GET', async () => {
    const answer = await call('POST', '7');
    expect(answer).toMatchObject({ status: 405, headers: { allow: 'GET' } });
    expect(asked).toEqual([]);
  });
});
