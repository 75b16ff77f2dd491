import { useId } from 'react';

/** Inline SVG wordmark (no image downloads). Its gradient id is unique per logo: a page shows two (header, footer). */
export function Logo({ width = 168, height = 48, title = 'Aurum' }: { width?: number; height?: number; title?: string }) {
  const gradientId = `logo-gold${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <svg width={width} height={height} viewBox="0 0 200 57" role="img" aria-label={title} xmlns="http://www.w3.org/2000/svg">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#FFE08A" />
          <stop offset="0.55" stopColor="#F5C451" />
          <stop offset="1" stopColor="#D99A22" />
        </linearGradient>
      </defs>
      <g fill={`url(#${gradientId})`}>
        <path d="M8 44 L14 18 L22 30 L28 12 L34 30 L42 18 L48 44 Z" />
        <circle cx="14" cy="14" r="3.2" />
        <circle cx="28" cy="8" r="3.2" />
        <circle cx="42" cy="14" r="3.2" />
        <rect x="8" y="46" width="40" height="5" rx="2" />
      </g>
      <text
        x="58"
        y="38"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="30"
        fontWeight="800"
        letterSpacing="1.5"
        fill="#F4F1FF"
      >
        AURUM
      </text>
      <text
        x="60"
        y="52"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="10"
        fontWeight="700"
        letterSpacing="6.2"
        fill="#34D399"
      >
        CASINO
      </text>
    </svg>
  );
}
