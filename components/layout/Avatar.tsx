import { useState } from 'react';
import { avatarImageUrl } from '@/lib/profile/avatar';
import { DEFAULT_AVATAR, selectAvatar, useAppSelector } from '@/store';

/**
 * The player's chosen avatar (an SVG the platform draws), decorative beside the nickname. Avatar
 * 1 is the default, also when the chosen one cannot be loaded (docs/product/data.md "avatar").
 */
export function Avatar({ size = 36 }: { size?: number }) {
  const avatar = useAppSelector(selectAvatar);
  // The avatar whose image failed; a newly chosen avatar is tried again.
  const [failed, setFailed] = useState<number | null>(null);
  const shown = failed === avatar ? DEFAULT_AVATAR : avatar;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG from the platform, no optimisation needed
    <img
      src={avatarImageUrl(shown)}
      width={size}
      height={size}
      alt=""
      aria-hidden="true"
      data-avatar={shown}
      style={{ borderRadius: '50%', flex: 'none' }}
      onError={() => {
        if (shown !== DEFAULT_AVATAR) setFailed(avatar);
      }}
    />
  );
}
