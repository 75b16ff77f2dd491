import { useTranslation } from '@/lib/i18n/useTranslation';
import { useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '@/store';
import { theme } from '@/styles/theme';
import { loadProfile } from '@/store/profile/load';

const Button = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space.xs};
  min-height: 44px;
  padding: 0 ${theme.space.md};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${theme.colors.gold};
  }
  &[aria-pressed='true'] .star {
    color: ${theme.colors.gold};
  }
  &:disabled {
    opacity: 0.6;
    cursor: progress;
  }
`;

/** Favourite toggle (logged in only): POST /games/favourites/add|remove {gameId}. */
export function FavouriteButton({ gameId, name }: { gameId: number; name: string }) {
  const { t } = useTranslation('play');
  const dispatch = useAppDispatch();
  const isFavourite = useAppSelector((state) => (state.profile.favourites ?? []).some((entry) => entry.id === gameId));
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const toggle = async () => {
    setBusy(true);
    setFailed(false);
    // The profile's thunks load with the first toggle.
    const { toggleFavourite } = await loadProfile();
    const action = await dispatch(toggleFavourite({ gameId, favourite: !isFavourite }));
    const result = action.payload as { success?: boolean } | undefined;
    setFailed(!result?.success);
    setBusy(false);
  };
  return (
    <>
      <Button
        type="button"
        aria-pressed={isFavourite}
        disabled={busy}
        onClick={() => void toggle()}
        title={t(isFavourite ? 'game.favouriteRemove' : 'game.favouriteAdd')}
        aria-label={t('game.favouriteLabel', { name })}
      >
        <span className="star" aria-hidden="true">
          {isFavourite ? '★' : '☆'}
        </span>
        {t('game.favourite')}
      </Button>
      {failed && <span role="alert">{t('game.favouriteFailed')}</span>}
    </>
  );
}
