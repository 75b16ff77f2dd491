import { http, HttpResponse } from 'msw';
import type { GetServerSidePropsContext } from 'next';
import { getServerSideProps } from '@/pages/search';
import { api, platformError, server, setupPlatformServer } from '../msw/server';

setupPlatformServer();

/** The search page's answer headers for a term (each call its own term: the page keeps recent answers). */
async function headersOf(term: string): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const context = {
    locale: 'fi',
    query: { q: term },
    req: { headers: {} },
    res: { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
    resolvedUrl: `/search?q=${term}`,
  } as unknown as GetServerSidePropsContext;
  await getServerSideProps(context);
  return headers;
}

describe('the search page at the front (docs/decisions.md#front-cache-refresh)', () => {
  it('lets a shared cache keep the results of a term briefly: they hold nothing of the player', async () => {
    server.use(
      http.get(api('/search'), () => HttpResponse.json({ success: true, games: [], suppliers: [], tags: [], content: [], articles: [] })),
    );
    expect((await headersOf('book'))['cache-control']).toBe('public, s-maxage=10, stale-while-revalidate=40');
  });

  it('never lets a failed search be kept', async () => {
    server.use(http.get(api('/search'), () => platformError(500, 'Down', 100)));
    expect((await headersOf('jungle'))['cache-control']).toBeUndefined();
  });
});
