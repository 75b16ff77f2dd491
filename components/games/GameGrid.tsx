import { memo } from 'react';
import styled from 'styled-components';
import { media } from '@/styles/theme';
import type { Locale } from '@/lib/routes';
import type { GameCardData } from '@/services/games/types';
import { useLinkNavigation } from '@/components/common/linkNavigation';
import { GameCard, gameCardStyle, useGameCardLabels } from './GameCard';

const Grid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  ${media.up('sm')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
  ${media.up('md')} { grid-template-columns: repeat(4, minmax(0, 1fr)); gap: ${({ theme }) => theme.space.md}; }
  ${media.up('xl')} { grid-template-columns: repeat(6, minmax(0, 1fr)); }
  ${gameCardStyle};
`;

/**
 * A grid of game cards; the first few load eagerly. Grids stand right under a page's h1, so the
 * cards' names are h2 (an h3 there skips a level; rows of cards under their own h2 keep h3).
 * Memoised: the page's props do not change after hydration, whatever re-renders above it.
 */
export const GameGrid = memo(function GameGrid({ games, locale, eager = 0, label }: { games: GameCardData[]; locale: Locale; eager?: number; label?: string }) {
  const labels = useGameCardLabels();
  const navigation = useLinkNavigation();
  return (
    <Grid aria-label={label} {...navigation}>
      {games.map((game, index) => (
        <li key={game.id}>
          <GameCard game={game} locale={locale} labels={labels} priority={index < eager} headingLevel="h2" />
        </li>
      ))}
    </Grid>
  );
});
