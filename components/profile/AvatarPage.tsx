import { useTranslation } from '@/lib/i18n/useTranslation';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { ErrorBox, MessageBox } from '@/components/account/ErrorBox';
import { errorMessageForFailure, type ErrorMessage } from '@/lib/errors';
import { avatarImageUrl } from '@/lib/profile/avatar';
import { selectAvatar, useAppDispatch, useAppSelector } from '@/store';
import { fetchAvatar, saveAvatar } from '@/store/profile';
import { Muted } from './styles';
import { useTimedMessage } from './useTimedMessage';
import { theme } from '@/styles/theme';
import type { AvatarChoices } from '@/lib/profile/types';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(64px, 1fr));
  gap: ${theme.space.sm};
  & button {
    display: flex;
    align-items: center;
    justify-content: center;
    aspect-ratio: 1;
    padding: 4px;
    border: 2px solid transparent;
    border-radius: 50%;
    background: transparent;
    cursor: pointer;
  }
  & button[aria-checked='true'] {
    border-color: ${theme.colors.gold};
    box-shadow: ${theme.shadows.glow};
  }
  & button:focus-visible {
    outline: 2px solid ${theme.colors.gold};
    outline-offset: 2px;
  }
  & img {
    width: 100%;
    height: 100%;
  }
`;

/** Profile page 'avatar': the options of GET /user/avatar; choosing one saves it at once. */
export function AvatarPage() {
  const { t } = useTranslation('profile');
  const dispatch = useAppDispatch();
  const chosen = useAppSelector(selectAvatar);
  const [choices, setChoices] = useState<AvatarChoices['avatars'] | null>(null);
  const [loadError, setLoadError] = useState<ErrorMessage | null>(null);
  const [message, showMessage] = useTimedMessage<{ ok: boolean; error?: ErrorMessage }>();

  useEffect(() => {
    void dispatch(fetchAvatar())
      .unwrap()
      .then((result) => {
        if (result.success) setChoices(result.data.avatars);
        else setLoadError(errorMessageForFailure(result));
      });
  }, [dispatch]);

  const choose = async (id: number) => {
    const result = await dispatch(saveAvatar(id)).unwrap();
    showMessage(result.success ? { ok: true } : { ok: false, error: errorMessageForFailure(result) });
  };

  return (
    <div>
      <Muted>{t('avatar.intro')}</Muted>
      <ErrorBox message={loadError} />
      {message?.ok && <MessageBox>{t('avatar.saved')}</MessageBox>}
      {message && !message.ok && <ErrorBox message={message.error} />}
      {choices && (
        <Grid role="radiogroup" aria-label={t('avatar.choose')}>
          {choices.map((choice) => (
            <button
              key={choice.id}
              type="button"
              role="radio"
              aria-checked={choice.id === chosen}
              aria-label={t('avatar.option', { id: choice.id })}
              onClick={() => void choose(choice.id)}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a small local SVG from the platform */}
              <img src={avatarImageUrl(choice.id)} alt="" width={64} height={64} />
            </button>
          ))}
        </Grid>
      )}
    </div>
  );
}
