/**
 * Theme tokens: a dark casino look (deep navy and purple, gold and emerald accents).
 * Text colours are chosen for WCAG AA on the backgrounds they sit on:
 * text #F4F1FF on bg #0E0B24 ≈ 17:1; textMuted #B9B3D9 on surface #1C1743 ≈ 8.6:1;
 * gold #F5C451 on bg ≈ 11:1; onGold #1A1300 on gold ≈ 11:1; emerald #34D399 on bg ≈ 10:1.
 */
export const theme = {
  colors: {
    bg: '#0E0B24',
    bgDeep: '#08061A',
    surface: '#1C1743',
    surfaceRaised: '#272057',
    surfaceHover: '#322A6B',
    border: '#3D3478',
    text: '#F4F1FF',
    textMuted: '#B9B3D9',
    gold: '#F5C451',
    goldStrong: '#FFD66E',
    onGold: '#1A1300',
    emerald: '#34D399',
    onEmerald: '#03241A',
    purple: '#8B5CF6',
    danger: '#FF8A8A',
    dangerBg: '#3A1224',
    warningBg: '#3A2C0A',
    info: '#93C5FD',
    focus: '#FFD66E',
    overlay: 'rgba(4, 3, 14, 0.72)',
  },
  gradients: {
    page: 'radial-gradient(1200px 600px at 80% -10%, rgba(139, 92, 246, 0.28), transparent 60%), radial-gradient(900px 500px at -10% 20%, rgba(52, 211, 153, 0.10), transparent 60%), #0E0B24',
    hero: 'linear-gradient(135deg, #2A1F6E 0%, #1C1743 45%, #0F2E2A 100%)',
    gold: 'linear-gradient(180deg, #FFD66E 0%, #F5C451 55%, #E0A92E 100%)',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
    display: 'clamp(2rem, 4.5vw + 0.5rem, 3.5rem)',
  },
  fontWeights: { regular: 400, medium: 500, bold: 700, black: 800 },
  lineHeights: { tight: 1.15, normal: 1.5 },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
  shadows: {
    card: '0 10px 30px rgba(0, 0, 0, 0.35)',
    panel: '0 0 40px rgba(0, 0, 0, 0.55)',
    glow: '0 0 0 1px rgba(245, 196, 81, 0.35), 0 8px 24px rgba(245, 196, 81, 0.18)',
  },
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280, xxl: 1600 },
  layout: { maxWidth: '1280px', headerHeight: '72px', bottomNavHeight: '64px', balanceBarHeight: '40px' },
  zIndices: { header: 50, bottomNav: 60, overlay: 90, panel: 100, loading: 200, maintenance: 300 },
  transitions: { fast: '150ms ease', panel: '500ms cubic-bezier(0.22, 1, 0.36, 1)', fade: '500ms ease' },
} as const;

export type Theme = typeof theme;

/** Media queries from the breakpoints: media.up('md') → '@media (min-width: 768px)'. */
export const media = {
  up: (bp: keyof Theme['breakpoints']) => `@media (min-width: ${theme.breakpoints[bp]}px)`,
  down: (bp: keyof Theme['breakpoints']) => `@media (max-width: ${theme.breakpoints[bp] - 0.02}px)`,
};
