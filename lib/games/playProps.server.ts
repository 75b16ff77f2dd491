/** The game page's data function: the game by the slug in its URL (the displayed one). */
import type { GetServerSideProps } from 'next';
import { recentCache } from '@/lib/cache/recent';
import { catalogueSlug, displaySlug } from '@/lib/games/suffix';
import type { Game } from '@/lib/games/types';
import type { Namespace, PageLayout } from '@/lib/i18n/namespaces';
import { toLocale } from '@/lib/routes';
import { playUrl } from '@/lib/routes/urls';
import { basePageProps, type BasePageProps } from '@/lib/seo/pageProps.server';
import { getGameBySlug } from '@/services/games/cms';
import { cacheFor, permanentRedirect, stringParam } from './server';

export interface GamePlayProps extends BasePageProps {
  game: Game;
}

/** Games by catalogue slug, kept for a few seconds (lib/cache/recent.ts); an unknown slug is asked again. */
const recentGames = recentCache<Game | null>({ maxEntries: 500 });

/** The game of the displayed slug (variant suffix stripped, mapped back to the catalogue slug); one URL per game. */
export function gamePlayProps(namespaces: readonly Namespace[], layout: PageLayout): GetServerSideProps<GamePlayProps> {
  return async (context) => {
    const lang = toLocale(context.locale);
    const requested = stringParam(context.params?.slug);
    const slug = catalogueSlug(requested);
    const [base, game] = await Promise.all([
      basePageProps(lang, namespaces, false, layout),
      requested ? recentGames.get(slug, () => getGameBySlug(slug)) : null,
    ]);
    if (!game) return { notFound: true };
    // One URL per game: the catalogue slug of a suffixed game goes to its displayed slug.
    if (requested !== displaySlug(game.slug)) return permanentRedirect(playUrl(displaySlug(game.slug), lang), context);
    cacheFor(context, 60);
    return { props: { ...base, game } };
  };
}
