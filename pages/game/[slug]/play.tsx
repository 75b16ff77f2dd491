import { SiteLink } from '@/components/common/SiteLink';
import { useRouter } from 'next/router';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { GamePlayer } from '@/components/games/GamePlayer';
import { GamesSeo } from '@/components/games/GamesSeo';
import { JsonLd } from '@/components/games/JsonLd';
import { useCurrentRoute } from '@/components/layout/currentRoute';
import { PageTitle } from '@/components/layout/RoutePage';
import { SITE_URL } from '@/components/seo/Seo';
import { displayName, displaySlug } from '@/lib/games/suffix';
import { toLocale } from '@/lib/routes';
import { playUrl, providerUrl } from '@/lib/routes/urls';
import type { Namespace, PageLayout } from '@/lib/i18n/namespaces';
import { gamePlayProps, type GamePlayProps } from '@/lib/games/playProps.server';
import { theme } from '@/styles/theme';

/** A column whose order the game stage may change (first on phones, components/games/GamePlayer). */
const PlayColumn = styled.div`
  display: flex;
  flex-direction: column;
`;

const Meta = styled.p`
  margin-top: ${theme.space.md};
  color: ${theme.colors.textMuted};
`;

/** Translation namespaces of this page's components (besides the layout's). */
export const PAGE_NAMESPACES: readonly Namespace[] = ['games', 'play'];
/** A game page's layout has no footer: no help texts in its data (the game's own load after hydration). */
export const PAGE_LAYOUT: PageLayout = 'game';

/**
 * Route 'gamePlay': the game's stage. The slug in the URL is the displayed one (variant suffix
 * stripped); the page maps it back to the catalogue slug. The game itself is launched in the
 * browser (GET /game/real|demo/{id}, components/games/GamePlayer) once the player load is known.
 */
export default function GamePlayPage({ game }: GamePlayProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const locale = toLocale(useRouter().locale);
  const currentPath = useCurrentRoute().publicPath;
  const name = displayName(game.friendly_name || game.name, game.slug);
  const slug = displaySlug(game.slug);
  return (
    <>
      <GamesSeo
        routeKey="gamePlay"
        params={{ slug }}
        name={tc('game.heading', { name })}
        description={t('game.description', { name, supplier: game.supplier?.name ?? '' })}
      />
      <JsonLd
        id="game"
        data={{
          '@context': 'https://schema.org',
          '@type': 'VideoGame',
          name,
          url: `${SITE_URL}${playUrl(slug, locale)}`,
          image: `${SITE_URL}${game.thumbnail}`,
          genre: game.live_casino ? 'Live casino' : 'Slot',
          gamePlatform: 'Web browser',
          applicationCategory: 'Game',
          ...(game.supplier ? { publisher: { '@type': 'Organization', name: game.supplier.name } } : {}),
          ...(game.release_timestamp ? { datePublished: new Date(game.release_timestamp).toISOString().slice(0, 10) } : {}),
          keywords: game.tags.join(', '),
        }}
      />
      <PlayColumn>
        <PageTitle>{tc('game.heading', { name })}</PageTitle>
        <GamePlayer game={{ id: game.id, name, hasDemo: game.has_demo !== false }} locale={locale} currentPath={currentPath} />
        {game.supplier && (
          <Meta>
            {t('game.by')} <SiteLink href={providerUrl(game.supplier.id, locale, game.supplier.slug)}>{game.supplier.name}</SiteLink>
          </Meta>
        )}
      </PlayColumn>
    </>
  );
}

export const getServerSideProps = gamePlayProps(PAGE_NAMESPACES, PAGE_LAYOUT);
