import { avatarImageUrl } from '@/services/profile/settings';
import { selectAvatar, useAppSelector } from '@/store';

/** The player's chosen avatar (an SVG the platform draws; default 1), decorative beside the nickname. */
export function Avatar({ size = 36 }: { size?: number }) {
  const avatar = useAppSelector(selectAvatar);
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a small SVG from the platform, no optimisation needed
    <img src={avatarImageUrl(avatar)} width={size} height={size} alt="" aria-hidden="true" data-avatar={avatar} style={{ borderRadius: '50%', flex: 'none' }} />
  );
}
