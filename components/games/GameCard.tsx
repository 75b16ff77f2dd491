import Link from 'next/link';
import { useTranslation } from '@/lib/i18n/useTranslation';
import styled from 'styled-components';
import { displayName, displaySlug } from '@/lib/games/suffix';
import { isNewGame } from '@/lib/games/newGame';
import type { Locale } from '@/lib/routes';
import { PLAY_BUTTON_DEFAULT_LABEL, PLAY_BUTTON_LABEL_KEY, playUrl, providerUrl } from '@/lib/routes/urls';
import type { GameCardData } from '@/services/games/types';
import { primaryStyle } from '@/components/common/ui';
import { Thumbnail } from '@/components/common/Thumbnail';

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  transition: border-color ${({ theme }) => theme.transitions.fast}, transform ${({ theme }) => theme.transitions.fast};
  &:hover, &:focus-within { border-color: ${({ theme }) => theme.colors.gold}; transform: translateY(-2px); }
  & .thumbnail { background: ${({ theme }) => theme.colors.bgDeep}; }
  & img { display: block; width: 100%; height: auto; aspect-ratio: 4 / 3; object-fit: cover; }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm};
  & h2, & h3 { margin: 0; font-size: ${({ theme }) => theme.fontSizes.md}; line-height: 1.25; overflow-wrap: anywhere; }
  & .supplier { font-size: ${({ theme }) => theme.fontSizes.xs}; color: ${({ theme }) => theme.colors.textMuted}; text-decoration: none; }
  & .supplier:hover { color: ${({ theme }) => theme.colors.gold}; text-decoration: underline; }
`;

const NewLabel = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space.xs};
  left: ${({ theme }) => theme.space.xs};
  padding: 2px 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.emerald};
  color: ${({ theme }) => theme.colors.onEmerald};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  text-transform: uppercase;
  letter-spacing: 0.06em;
`;

const Play = styled(Link)`
  ${primaryStyle};
  margin-top: auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface GameCardProps {
  game: GameCardData;
  locale: Locale;
  /** Load the thumbnail eagerly (the first cards above the fold). */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
}

/** A game: thumbnail, new-game label, name without its variant suffix, supplier, Play button. */
export function GameCard({ game, locale, priority = false, headingLevel = 'h3' }: GameCardProps) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation('common');
  const name = displayName(game.friendly_name || game.name, game.slug);
  const isNew = game.isNew ?? isNewGame(game.release_date);
  const Heading = headingLevel;
  return (
    <Card data-game={game.slug}>
      <Thumbnail src={game.thumbnail} alt={name} width={400} height={300} priority={priority} />
      {isNew && <NewLabel>{t('newGame')}</NewLabel>}
      <Body>
        <Heading>{name}</Heading>
        {/* Neither link prefetches in view: a grid's hundred-odd links each had the router resolve every
            localised rewrite after load (0.3-0.5 s of blocking on a phone); hover still prefetches. */}
        {game.supplier && (
          <Link className="supplier" href={providerUrl(game.supplier.id, locale, game.supplier.slug)} locale={false} prefetch={false}>
            {game.supplier.name}
          </Link>
        )}
        <Play href={playUrl(displaySlug(game.slug), locale)} locale={false} prefetch={false}>
          {tc(PLAY_BUTTON_LABEL_KEY, PLAY_BUTTON_DEFAULT_LABEL)}
          <span className="visually-hidden"> {name}</span>
        </Play>
      </Body>
    </Card>
  );
}
