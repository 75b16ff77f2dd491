/** The pages a site-wide change touches besides the fixed ones (lib/revalidate/changes.ts): the game groups and the news articles. */
import { LIVE_CASINO_PARENT } from '@/lib/games/catalogueProps.server';
import { LOCALES } from '@/lib/routes';
import { getArticles } from '@/services/content/articles';
import { getChildGroups, getGroups } from '@/services/games/cms';
import type { KnownPages } from './changes';

export async function knownPages(): Promise<KnownPages> {
  const [slots, live, articles] = await Promise.all([
    getGroups('fi', 'slots'),
    getChildGroups('fi', LIVE_CASINO_PARENT),
    Promise.all(LOCALES.map((locale) => getArticles(locale, 1))),
  ]);
  return {
    groups: [...slots, ...live].map(({ id, slug, type }) => ({ id, slug, type })),
    articles: Array.from(new Set(articles.flatMap((list) => (list?.items ?? []).map((article) => article.slug)))),
  };
}
