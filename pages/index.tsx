import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import { HomeContent } from '@/components/content/HomeContent';
import { GameRow } from '@/components/games/GameRow';
import { Jackpots } from '@/components/jackpots/Jackpots';
import { Seo } from '@/components/seo/Seo';
import { toLocale } from '@/lib/routes';
import { groupUrl } from '@/lib/routes/urls';
import type { Namespace } from '@/lib/i18n/namespaces';
import { homePageProps, type HomeProps } from '@/lib/content/homeProps.server';

/** Games shown per group row on the home page. */
export const HOME_ROW_GAMES = 12;

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

export const getStaticProps = homePageProps(PAGE_NAMESPACES, HOME_ROW_GAMES);
