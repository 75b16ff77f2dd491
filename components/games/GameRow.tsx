import { memo } from 'react';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import type { Locale } from '@/lib/routes';
import type { GameCardData } from '@/lib/games/card';
import { useKeptServerHtml } from '@/components/common/keptServerHtml';
import { useLinkNavigation } from '@/components/common/linkNavigation';
import { watchThumbnails } from '@/components/common/imageLoading';
import { GameCard, gameCardStyle, useGameCardLabels } from './GameCard';

const Section = styled.section`
  margin-bottom: ${theme.space.xl};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space.md};
  margin-bottom: ${theme.space.sm};
  & h2 {
    min-width: 0;
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    overflow-wrap: break-word;
  }
  & h2 a {
    color: inherit;
    text-decoration: none;
  }
  & h2 a:hover {
    color: ${theme.colors.gold};
  }
  & .all {
    white-space: nowrap;
    font-weight: 600;
  }
`;

const Row = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(150px, 44%);
  gap: ${theme.space.sm};
  margin: 0;
  padding: 0 0 ${theme.space.xs};
  list-style: none;
  overflow-x: auto;
  scroll-snap-type: x mandatory;
  & > li {
    scroll-snap-align: start;
  }
  ${media.up('sm')} {
    grid-auto-columns: minmax(160px, 30%);
  }
  ${media.up('md')} {
    grid-auto-columns: minmax(170px, 23%);
  }
  ${media.up('xl')} {
    grid-auto-columns: minmax(180px, calc((100% - 5 * 0.75rem) / 6));
  }
  ${gameCardStyle};
`;

/**
 * One group on the home page: its title (link to the group), a row of games and a "show all" link.
 * Plain links, navigated client-side by the row (useLinkNavigation); the cards are markup only, so
 * the browser keeps the server's and hydrates none of them (useKeptServerHtml); memoised, as its
 * props are the page's.
 */
export const GameRow = memo(function GameRow({
  title,
  href,
  games,
  locale,
  count,
  eager = 0,
}: {
  title: string;
  href: string;
  games: GameCardData[];
  locale: Locale;
  count: number;
  eager?: number;
}) {
  const { t } = useTranslation('games');
  const labels = useGameCardLabels();
  const navigation = useLinkNavigation();
  const kept = useKeptServerHtml(games);
  return (
    <Section aria-label={title} {...navigation}>
      <Head>
        <h2>
          <a href={href}>{title}</a>
        </h2>
        <a className="all" href={href}>
          {t('showAll', { count })}
        </a>
      </Head>
      <Row {...kept.props} ref={kept.keep ? watchThumbnails : undefined}>
        {kept.keep
          ? null
          : games.map((game, index) => (
              <li key={game.id}>
                <GameCard game={game} locale={locale} labels={labels} priority={index < eager} />
              </li>
            ))}
      </Row>
    </Section>
  );
});
