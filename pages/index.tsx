import type { GetStaticProps } from 'next';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { HomeContent } from '@/components/content/HomeContent';
import { GameRow } from '@/components/games/GameRow';
import { Jackpots } from '@/components/jackpots/Jackpots';
import { Seo } from '@/components/seo/Seo';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { basePageProps, onDemand, REVALIDATE_SECONDS, RETRY_SECONDS, type BasePageProps } from '@/lib/seo/pageProps';
import { getPagesBySlug } from '@/services/content/pages';
import { getGamesInGroups } from '@/services/games/cms';
import { getJackpots } from '@/services/jackpots/api';
import { toCard, type GameCardData } from '@/lib/games/card';
import type { CmsPage } from '@/lib/content/types';
import type { GameGroup } from '@/lib/games/types';
import type { Jackpot } from '@/lib/jackpots/types';

/** Games shown per group row on the home page. */
export const HOME_ROW_GAMES = 12;

interface HomeProps extends BasePageProps {
  page: CmsPage | null;
  groups: (Pick<GameGroup, 'id' | 'slug' | 'title' | 'game_count'> & { games: GameCardData[] })[];
  jackpots: Jackpot[] | null;
}

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['games', 'wallet'];

/** Home: the CMS page 'home', the jackpots (polled every 20 s) and a row of games per slots group. */
export default function HomePage({ page, groups, jackpots }: HomeProps) {
  const { t } = useTranslation('common');
  const { locale: routerLocale } = useRouter();
  const locale = toLocale(routerLocale);
  return (
    <>
      <Seo
        routeKey="home"
        title={page?.title ? `${page.title} | ${t('siteName')}` : t('routes.home.title')}
        description={page?.description || t('routes.home.description')}
      />
      <HomeContent page={page} locale={locale} />
      <Jackpots initial={jackpots} />
      {groups
        .filter((group) => group.games.length > 0)
        .map((group, index) => (
          <GameRow
            key={group.id}
            title={group.title}
            href={groupUrl(group.id, 'slots', locale, group.slug)}
            games={group.games}
            count={group.game_count}
            locale={locale}
            eager={index === 0 ? 4 : 0}
          />
        ))}
    </>
  );
}

/** Regenerated every minute; after a CMS failure sooner, so the real page comes back quickly. */
export const getStaticProps: GetStaticProps<HomeProps> = async (context) => {
  const lang = toLocale(context.locale);
  const [base, pages, groups, jackpots] = await Promise.all([
    basePageProps(lang, PAGE_NAMESPACES, onDemand(context)),
    getPagesBySlug('home', lang),
    getGamesInGroups(lang, 'slots', HOME_ROW_GAMES),
    getJackpots(),
  ]);
  const page = pages[0] ?? null;
  const complete = page !== null && groups.length > 0;
  const rows = groups
    .filter((group) => group.games.length > 0)
    .map(({ id, slug, title, game_count, games }) => ({ id, slug, title, game_count, games: games.map(toCard) }));
  return { props: { ...base, page, groups: rows, jackpots }, revalidate: complete ? REVALIDATE_SECONDS : RETRY_SECONDS };
};
