import type { GetServerSidePropsContext, GetStaticPropsContext } from 'next';
import { http, HttpResponse } from 'msw';
import { groupPageProps, groupRedirectProps } from '@/lib/games/groupProps.server';
import { server, setupPlatformServer } from '../msw/server';

jest.mock('@/lib/seo/pageProps.server', () => ({
  basePageProps: async () => ({ layout: { siteSettings: null, maintenance: null } }),
  onDemand: () => false,
  REVALIDATE_SECONDS: 60,
}));

setupPlatformServer();
const cms = `${window.location.origin}/api/cms`;

const supplier = { id: 84, name: 'Zinniacrest Digital', slug: 'zinniacrest-digital' };
const games = Array.from({ length: 30 }, (_, i) => ({
  id: i + 1,
  slug: `g${i + 1}`,
  name: `Game ${i + 1}`,
  friendly_name: `Game ${i + 1}`,
  supplier_id: supplier.id,
  supplier,
  release_date: '01.01.2020',
  thumbnail: `/api/cms/thumbnails/g${i + 1}.webp`,
}));
const groups: Record<string, object> = {
  '1': { id: 1, slug: 'popular', type: 'slots', parent_id: null, lang: 'fi', title: 'Suosituimmat', games },
  '21': { id: 21, slug: 'live-roulette', type: 'livecasino', parent_id: 20, lang: 'fi', title: 'Ruletti', games: [] },
};

/** A pre-rendered group page's context: page n comes as a path parameter (lib/routes pagedRewrites). */
function staticContext(params: Record<string, string>): GetStaticPropsContext {
  return { params, locale: 'fi' } as GetStaticPropsContext;
}

function context(params: Record<string, string>, query: Record<string, string> = {}): GetServerSidePropsContext {
  return {
    params,
    query: { ...params, ...query },
    locale: 'fi',
    res: { setHeader: jest.fn() },
  } as unknown as GetServerSidePropsContext;
}

beforeEach(() => {
  server.use(
    http.get(`${cms}/group`, ({ request }) => {
      const group = groups[new URL(request.url).searchParams.get('slug') ?? ''];
      return group ? HttpResponse.json(group) : HttpResponse.json({ success: false, errorCode: 100 }, { status: 404 });
    }),
    http.get(`${cms}/game-groups-translated`, () => HttpResponse.json([groups['1']])),
    http.get(`${cms}/child-game-groups-translated`, () => HttpResponse.json([groups['21']])),
  );
});

describe('group pages', () => {
  const slots = groupPageProps('slots', ['games']);

  it('render a known group, 24 games a page', async () => {
    const result = (await slots(staticContext({ id: '1', slug: 'popular' }))) as unknown as { props: Record<string, unknown> };
    expect(result.props.page).toBe(1);
    expect(result.props.pageCount).toBe(2);
    expect(result.props.games).toHaveLength(24);
    expect(result.props.group).toMatchObject({ id: 1, title: 'Suosituimmat' });
    expect(result.props.group).not.toHaveProperty('games');
    const second = (await slots(staticContext({ id: '1', slug: 'popular', page: '2' }))) as unknown as { props: Record<string, unknown> };
    expect(second.props.games).toHaveLength(6);
  });

  it('answer 404 for an unknown or malformed id and a page past the last', async () => {
    await expect(slots(staticContext({ id: '999', slug: 'x' }))).resolves.toMatchObject({ notFound: true });
    await expect(slots(staticContext({ id: 'abc', slug: 'x' }))).resolves.toEqual({ notFound: true });
    await expect(slots(staticContext({ id: '1', slug: 'popular', page: '3' }))).resolves.toMatchObject({ notFound: true });
    await expect(slots(staticContext({ id: '1', slug: 'popular', page: '0' }))).resolves.toEqual({ notFound: true });
  });

  it('redirect (308) a wrong slug, a group of the other type and the short form to the full URL', async () => {
    await expect(slots(staticContext({ id: '1', slug: 'wrong', page: '2' }))).resolves.toEqual({
      redirect: { destination: '/fi/pelit/1/popular?page=2', permanent: true },
    });
    await expect(slots(staticContext({ id: '21', slug: 'live-roulette' }))).resolves.toEqual({
      redirect: { destination: '/fi/livekasino/21/live-roulette', permanent: true },
    });
    await expect(groupRedirectProps()(context({ id: '1' }))).resolves.toEqual({
      redirect: { destination: '/fi/pelit/1/popular', permanent: true },
    });
    await expect(groupRedirectProps()(context({ id: '77' }))).resolves.toEqual({ notFound: true });
  });
});
