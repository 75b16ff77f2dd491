import { memo } from 'react';
import styled from 'styled-components';
import { media, theme } from '@/styles/theme';
import type { Locale } from '@/lib/routes';
import type { GameCardData } from '@/lib/games/card';
import { useKeptServerHtml } from '@/components/common/keptServerHtml';
import { useLinkNavigation } from '@/components/common/linkNavigation';
import { watchThumbnails } from '@/components/common/imageLoading';
import { GameCard, gameCardStyle, useGameCardLabels } from './GameCard';

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${theme.space.xl};
  padding: 0;
  list-style: none;
  ${media.up('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  ${media.up('md')} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: ${theme.space.md};
  }
  ${media.up('xl')} {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
  ${gameCardStyle};
`;

/**
 * A grid of game cards; the first few load eagerly. Grids stand right under a page's h1, so the
 * cards' names are h2 (an h3 there skips a level; rows of cards under their own h2 keep h3).
 * The cards are markup only, so the browser keeps the server's and hydrates none of them
 * (useKeptServerHtml); memoised, as the page's props do not change after hydration.
 */
export const GameGrid = memo(function GameGrid({
  games,
  locale,
  eager = 0,
  label,
}: {
  games: GameCardData[];
  locale: Locale;
  eager?: number;
  label?: string;
}) {
  const labels = useGameCardLabels();
  const navigation = useLinkNavigation();
  const kept = useKeptServerHtml(games);
  return (
    <Grid aria-label={label} {...navigation} {...kept.props} ref={kept.keep ? watchThumbnails : undefined}>
      {kept.keep
        ? null
        : games.map((game, index) => (
            <li key={game.id}>
              <GameCard game={game} locale={locale} labels={labels} priority={index < eager} headingLevel="h2" />
            </li>
          ))}
    </Grid>
  );
});
