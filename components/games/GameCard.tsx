import { useTranslation } from '@/lib/i18n/useTranslation';
import { css } from 'styled-components';
import { displayName, displaySlug } from '@/lib/games/suffix';
import { isNewGame } from '@/lib/games/newGame';
import type { Locale } from '@/lib/routes';
import { PLAY_BUTTON_DEFAULT_LABEL, PLAY_BUTTON_LABEL_KEY, playUrl, providerUrl } from '@/lib/routes/urls';
import type { GameCardData } from '@/lib/games/card';
import { primaryStyle, tileStyle } from '@/components/common/ui';
import { Thumbnail, thumbnailStyle } from '@/components/common/Thumbnail';
import { theme } from '@/styles/theme';

/**
 * How wide a card's artwork is laid out, for the browser to pick the optimizer's width: the widest
 * of a grid's (GameGrid: 2, 3, 4, 6 columns) and a row's (GameRow) tile at each breakpoint, in a
 * page at most 1280 px wide (196 px from xl on).
 */
export const GAME_ART_SIZES = [
  `(min-width: ${theme.breakpoints.xl}px) 196px`,
  `(min-width: ${theme.breakpoints.md}px) 25vw`,
  `(min-width: ${theme.breakpoints.sm}px) 34vw`,
  '50vw',
].join(', ');

/** The catalogue's artwork: the platform's WebP of each game (800 × 600, docs/decisions.md#game-art). */
const GAME_ART_WIDTH = 800;
const GAME_ART_HEIGHT = 600;

/*
 * The cards' look, given once to the list that holds them (GameGrid, GameRow): a card is plain
 * elements with class names, no styled component of its own, so a page of a hundred cards
 * hydrates a hundred small trees rather than several styled wrappers each.
 */
export const gameCardStyle = css`
  & .game-card {
    ${tileStyle};
    position: relative;
    transition:
      border-color ${theme.transitions.fast},
      transform ${theme.transitions.fast};
  }
  & .game-card:hover,
  & .game-card:focus-within {
    transform: translateY(-2px);
  }
  & .game-card .thumbnail {
    background: ${theme.colors.bgDeep};
  }
  ${thumbnailStyle};
  & .game-card .new {
    position: absolute;
    top: ${theme.space.xs};
    left: ${theme.space.xs};
    padding: 2px 8px;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.emerald};
    color: ${theme.colors.onEmerald};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.black};
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
  & .game-card .body {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: ${theme.space.xxs};
    padding: ${theme.space.sm};
  }
  & .game-card h2,
  & .game-card h3 {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    line-height: 1.25;
    overflow-wrap: anywhere;
  }
  & .game-card .supplier {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
    text-decoration: none;
  }
  & .game-card .supplier:hover {
    color: ${theme.colors.gold};
    text-decoration: underline;
  }
  & .game-card .play {
    ${primaryStyle};
    margin-top: auto;
    min-height: 40px;
    padding: 0 ${theme.space.md};
    font-size: ${theme.fontSizes.sm};
  }
`;

/** The texts every card shows, translated once by the list rather than by each card. */
export interface GameCardLabels {
  play: string;
  newGame: string;
  /** The artwork's alt text, in the page's language, with the game's name in it. */
  art: (name: string) => string;
}

export function useGameCardLabels(): GameCardLabels {
  const { t } = useTranslation(['games', 'common']);
  return {
    play: t(PLAY_BUTTON_LABEL_KEY, { ns: 'common', defaultValue: PLAY_BUTTON_DEFAULT_LABEL }),
    newGame: t('newGame'),
    art: (name) => t('art', { name }),
  };
}

export interface GameCardProps {
  game: GameCardData;
  locale: Locale;
  labels: GameCardLabels;
  /** Load the thumbnail eagerly (the first cards above the fold). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/**
 * A game: thumbnail, new-game label, name without its variant suffix, supplier, Play button. Its
 * links are plain: the list navigates client-side for them (useLinkNavigation).
 */
export function GameCard({ game, locale, labels, priority = false, headingLevel = 'h3' }: GameCardProps) {
  const name = displayName(game.friendly_name || game.name, game.slug);
  const isNew = game.isNew ?? isNewGame(game.release_date);
  const Heading = headingLevel;
  return (
    <article className="game-card" data-game={game.slug}>
      <Thumbnail
        src={game.thumbnail}
        alt={labels.art(name)}
        width={GAME_ART_WIDTH}
        height={GAME_ART_HEIGHT}
        sizes={GAME_ART_SIZES}
        priority={priority}
      />
      {isNew && <span className="new">{labels.newGame}</span>}
      <div className="body">
        <Heading>{name}</Heading>
        {game.supplier && (
          <a className="supplier" href={providerUrl(game.supplier.id, locale, game.supplier.slug)}>
            {game.supplier.name}
          </a>
        )}
        <a className="play" href={playUrl(displaySlug(game.slug), locale)}>
          {labels.play}
          <span className="visually-hidden"> {name}</span>
        </a>
      </div>
    </article>
  );
}
