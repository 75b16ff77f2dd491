import { selectAvatar, selectPlayer, useAppSelector } from '@/store';

const HUES = [265, 160, 42, 330, 200, 12, 120, 290, 185, 55, 240, 95];

/** The player's avatar: an inline SVG medallion with the nickname's initial (no image downloads). */
export function Avatar({ size = 36 }: { size?: number }) {
  const avatar = useAppSelector(selectAvatar);
  const player = useAppSelector(selectPlayer);
  const hue = HUES[(Math.max(1, avatar) - 1) % HUES.length];
  const initial = (player?.nickName ?? '?').trim().charAt(0).toUpperCase() || '?';
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" data-avatar={avatar}>
      <circle cx="20" cy="20" r="19" fill={`hsl(${hue} 60% 32%)`} stroke="#F5C451" strokeWidth="2" />
      <text x="20" y="26" textAnchor="middle" fontSize="17" fontWeight="700" fill="#F4F1FF" fontFamily="system-ui, sans-serif">
        {initial}
      </text>
    </svg>
  );
}
