import { createHash } from 'node:crypto';

/**
 * A game's artwork, drawn once when the catalogue is seeded (docs/decisions.md#game-art): a scene
 * for the game's theme (its tags, else words of its name), coloured and arranged from its slug,
 * with the game's name and its provider. The same game always gets the same picture; no two
 * games share one (the slug seeds every choice). Plain SVG shapes only: no fonts, images or
 * scripts from elsewhere.
 */

const ART_WIDTH = 400;
const ART_HEIGHT = 300;

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

const clip = (s: string, max: number) => ([...s].length > max ? `${[...s].slice(0, max - 1).join('')}…` : s);

/** A stream of numbers in [0, 1) from a seed: every choice of a picture comes from its slug. */
function numbers(seed: string): () => number {
  let block = createHash('sha256').update(seed).digest();
  let at = 0;
  return () => {
    if (at + 2 > block.length) {
      block = createHash('sha256').update(block).digest();
      at = 0;
    }
    const n = block.readUInt16BE(at);
    at += 2;
    return n / 65536;
  };
}

type Theme =
  | 'egypt'
  | 'nordic'
  | 'mythology'
  | 'christmas'
  | 'horror'
  | 'asian'
  | 'animals'
  | 'adventure'
  | 'fruits'
  | 'gems'
  | 'table'
  | 'gameshow'
  | 'jackpot';

/** Tags that name a theme, in the order they win when a game has several. */
const THEME_TAGS: Record<string, Theme> = {
  roulette: 'table',
  blackjack: 'table',
  baccarat: 'table',
  poker: 'table',
  'table-game': 'table',
  'game-show': 'gameshow',
  fruits: 'fruits',
  classic: 'fruits',
  egypt: 'egypt',
  nordic: 'nordic',
  mythology: 'mythology',
  christmas: 'christmas',
  horror: 'horror',
  asian: 'asian',
  animals: 'animals',
  adventure: 'adventure',
  jackpot: 'jackpot',
};

/** Words of a name that say more than its tags ('Gem Rush' is about gems whatever its tags). */
const NAME_WORDS: [RegExp, Theme][] = [
  [/\b(gems?|jewels?|diamonds?|crystals?|ruby|emerald)\b/i, 'gems'],
  [/\b(fruits?|cherr(y|ies)|lemon|melon|sevens?|joker)\b/i, 'fruits'],
  [/\b(gold|coins?|cash|fortune|treasure|riches|mega|jackpot)\b/i, 'jackpot'],
  [/\b(pharaoh|pyramid|sand|nile|cleopatra|anubis|ra)\b/i, 'egypt'],
  [/\b(viking|thor|odin|frost|valhalla|north)\b/i, 'nordic'],
  [/\b(dragon|panda|lotus|jade|geisha|samurai)\b/i, 'asian'],
];

function themeOf(title: string, tags: readonly string[]): Theme {
  for (const [word, theme] of NAME_WORDS) if (word.test(title)) return theme;
  for (const tag of Object.keys(THEME_TAGS)) if (tags.includes(tag)) return THEME_TAGS[tag];
  return 'jackpot';
}

/** Each theme's sky (two hues), its ground and accent colours. */
const PALETTES: Record<Theme, { sky: [number, number]; accent: string; ground: string }> = {
  egypt: { sky: [32, 14], accent: '#ffd66b', ground: '#b9772e' },
  nordic: { sky: [205, 250], accent: '#7ff5d0', ground: '#20324a' },
  mythology: { sky: [268, 220], accent: '#f6e7b0', ground: '#4a3d6b' },
  christmas: { sky: [140, 350], accent: '#ffffff', ground: '#e8f1f5' },
  horror: { sky: [280, 330], accent: '#ffe9a8', ground: '#1b1020' },
  asian: { sky: [355, 20], accent: '#ffcc33', ground: '#5a0f14' },
  animals: { sky: [95, 45], accent: '#ffe08a', ground: '#3d5a1f' },
  adventure: { sky: [170, 200], accent: '#ffd27a', ground: '#2d4a3a' },
  fruits: { sky: [320, 280], accent: '#ffe14d', ground: '#3a1458' },
  gems: { sky: [190, 290], accent: '#aef3ff', ground: '#1d1446' },
  table: { sky: [150, 170], accent: '#f2d27a', ground: '#0b3b26' },
  gameshow: { sky: [300, 45], accent: '#fff3b0', ground: '#2a0f40' },
  jackpot: { sky: [45, 25], accent: '#fff1a8', ground: '#5a3a05' },
};

const f = (n: number) => Number(n.toFixed(1));

/** Small stars or sparkles over the sky, placed by the seed. */
function sparkles(rand: () => number, count: number, colour: string): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    out += `<circle cx="${f(rand() * ART_WIDTH)}" cy="${f(rand() * 150)}" r="${f(1 + rand() * 2.5)}" fill="${colour}" fill-opacity="${f(0.4 + rand() * 0.5)}"/>`;
  }
  return out;
}

/** The theme's scene, drawn in the upper 70 % of the picture (the name sits below). */
function scene(theme: Theme, rand: () => number, accent: string, ground: string): string {
  const x = Math.round(120 + rand() * 160);
  switch (theme) {
    case 'egypt':
      return (
        `<circle cx="${f(60 + rand() * 280)}" cy="70" r="34" fill="${accent}"/>` +
        `<polygon points="${x - 110},205 ${x},80 ${x + 110},205" fill="${ground}"/>` +
        `<polygon points="${x},80 ${x + 110},205 ${x + 40},205" fill="#000" fill-opacity="0.18"/>` +
        `<polygon points="${x + 70},205 ${x + 130},140 ${x + 190},205" fill="${ground}" fill-opacity="0.8"/>`
      );
    case 'nordic':
      return (
        `<path d="M0 ${f(60 + rand() * 30)} Q 100 ${f(20 + rand() * 40)} 200 70 T 400 ${f(50 + rand() * 30)}" stroke="${accent}" stroke-width="14" fill="none" stroke-opacity="0.45"/>` +
        `<polygon points="0,205 ${f(60 + rand() * 40)},110 ${x},205" fill="${ground}"/>` +
        `<polygon points="${x - 60},205 ${x + 40},95 ${x + 150},205" fill="${ground}" fill-opacity="0.85"/>` +
        `<polygon points="${x + 22},115 ${x + 40},95 ${x + 58},115" fill="#fff"/>`
      );
    case 'mythology':
      return (
        `<polygon points="${x - 90},95 ${x},60 ${x + 90},95" fill="${accent}"/>` +
        [0, 1, 2, 3]
          .map((i) => `<rect x="${x - 80 + i * 46}" y="100" width="22" height="100" rx="3" fill="${accent}" fill-opacity="0.9"/>`)
          .join('') +
        `<rect x="${x - 95}" y="198" width="190" height="10" fill="${accent}"/>` +
        `<path d="M${f(30 + rand() * 40)} 40 l12 30 l-9 0 l12 30" stroke="${accent}" stroke-width="4" fill="none"/>`
      );
    case 'christmas':
      return (
        `<rect x="0" y="185" width="400" height="25" fill="${ground}"/>` +
        `<polygon points="${x},50 ${x - 55},140 ${x + 55},140" fill="#1f7a3a"/>` +
        `<polygon points="${x},90 ${x - 70},190 ${x + 70},190" fill="#1a6a32"/>` +
        `<polygon points="${x},42 ${x + 6},56 ${x - 6},56" fill="#ffd54a"/>` +
        `<circle cx="${x - 25}" cy="150" r="6" fill="#e53935"/><circle cx="${x + 20}" cy="120" r="6" fill="#ffd54a"/><circle cx="${x + 30}" cy="170" r="6" fill="#e53935"/>`
      );
    case 'horror':
      return (
        `<circle cx="${x}" cy="80" r="45" fill="${accent}"/>` +
        `<circle cx="${x + 18}" cy="70" r="45" fill="#000" fill-opacity="0.25"/>` +
        `<path d="M0 205 L40 150 L60 205 L110 130 L150 205 L${f(250 + rand() * 40)} 120 L400 205 Z" fill="${ground}"/>` +
        `<path d="M${f(60 + rand() * 60)} 60 q10 -10 20 0 q10 -10 20 0 q-10 4 -20 12 q-10 -8 -20 -12" fill="${ground}"/>`
      );
    case 'asian':
      return (
        `<circle cx="${f(300 - rand() * 200)}" cy="75" r="40" fill="${accent}" fill-opacity="0.9"/>` +
        `<rect x="${x - 8}" y="95" width="16" height="110" fill="${ground}"/>` +
        `<polygon points="${x - 80},110 ${x},80 ${x + 80},110" fill="${ground}"/>` +
        `<polygon points="${x - 60},150 ${x},125 ${x + 60},150" fill="${ground}"/>` +
        `<ellipse cx="${f(60 + rand() * 40)}" cy="120" rx="16" ry="22" fill="#e53935"/><rect x="${f(52 + rand() * 40)}" y="96" width="12" height="4" fill="${accent}"/>`
      );
    case 'animals':
      return (
        `<circle cx="${f(60 + rand() * 280)}" cy="60" r="30" fill="${accent}"/>` +
        `<path d="M0 205 Q 100 ${f(120 + rand() * 40)} 200 180 T 400 ${f(140 + rand() * 40)} L400 210 L0 210 Z" fill="${ground}"/>` +
        `<ellipse cx="${x}" cy="150" rx="24" ry="20" fill="#000" fill-opacity="0.35"/>` +
        [-28, -10, 10, 28]
          .map((dx, i) => `<circle cx="${x + dx}" cy="${i % 3 === 0 ? 122 : 114}" r="9" fill="#000" fill-opacity="0.35"/>`)
          .join('')
      );
    case 'adventure':
      return (
        `<circle cx="${x}" cy="115" r="68" fill="none" stroke="${accent}" stroke-width="8"/>` +
        `<polygon points="${x},55 ${x + 14},115 ${x},175 ${x - 14},115" fill="${accent}"/>` +
        `<polygon points="${x},55 ${x + 14},115 ${x - 14},115" fill="#c0392b"/>` +
        `<path d="M${f(20 + rand() * 30)} 190 C 80 140, 120 220, 180 170" stroke="${accent}" stroke-dasharray="8 8" stroke-width="4" fill="none"/>`
      );
    case 'fruits':
      return (
        `<path d="M${x - 30} 140 Q ${x - 10} 70 ${x + 25} 60 M${x + 30} 140 Q ${x + 20} 90 ${x + 25} 60" stroke="#3b7a2a" stroke-width="5" fill="none"/>` +
        `<circle cx="${x - 30}" cy="150" r="28" fill="#e0203a"/><circle cx="${x + 30}" cy="150" r="28" fill="#c8102e"/>` +
        `<circle cx="${x - 40}" cy="140" r="7" fill="#fff" fill-opacity="0.5"/>` +
        `<text x="${f(x > 200 ? 70 : 330)}" y="150" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="90" font-weight="700" fill="${accent}">7</text>`
      );
    case 'gems': {
      const gem = (cx: number, cy: number, s: number, colour: string) =>
        `<polygon points="${cx - s},${cy} ${cx - s / 2},${cy - s * 0.6} ${cx + s / 2},${cy - s * 0.6} ${cx + s},${cy} ${cx},${cy + s}" fill="${colour}"/>` +
        `<polygon points="${cx - s},${cy} ${cx + s},${cy} ${cx},${cy + s}" fill="#000" fill-opacity="0.2"/>`;
      return gem(x, 120, 50, accent) + gem(f(x - 95), 160, 28, '#ff5fa2') + gem(f(x + 95), 155, 30, '#7dff9a');
    }
    case 'table':
      return (
        `<circle cx="${x}" cy="120" r="75" fill="#3a1f0f"/><circle cx="${x}" cy="120" r="62" fill="none" stroke="${accent}" stroke-width="10" stroke-dasharray="12 12"/>` +
        `<circle cx="${x}" cy="120" r="18" fill="${accent}"/>` +
        `<rect x="${f(x > 200 ? 40 : 280)}" y="90" width="60" height="84" rx="8" fill="#fff" transform="rotate(-12 ${f(x > 200 ? 70 : 310)} 132)"/>` +
        `<text x="${f(x > 200 ? 66 : 306)}" y="145" font-family="Verdana, DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#c8102e" transform="rotate(-12 ${f(x > 200 ? 70 : 310)} 132)">A</text>`
      );
    case 'gameshow':
      return (
        `<circle cx="${x}" cy="120" r="80" fill="${accent}"/>` +
        Array.from({ length: 8 }, (_, i) => {
          const a = (i * Math.PI) / 4;
          return `<path d="M${x} 120 L${f(x + 72 * Math.cos(a))} ${f(120 + 72 * Math.sin(a))} A72 72 0 0 1 ${f(x + 72 * Math.cos(a + Math.PI / 4))} ${f(120 + 72 * Math.sin(a + Math.PI / 4))} Z" fill="hsl(${(i * 45 + rand() * 20) % 360},80%,55%)"/>`;
        }).join('') +
        `<polygon points="${x - 10},32 ${x + 10},32 ${x},52" fill="#fff"/>`
      );
    case 'jackpot':
      return Array.from({ length: 5 }, (_, i) => {
        const cx = f(x - 80 + i * 40 + rand() * 10);
        const cy = f(190 - (i % 2) * 30 - rand() * 40);
        return `<ellipse cx="${cx}" cy="${cy}" rx="30" ry="30" fill="${accent}" stroke="#b8860b" stroke-width="5"/><text x="${cx}" y="${cy + 12}" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="32" font-weight="700" fill="#b8860b">€</text>`;
      }).join('');
  }
}

export interface GameArtInput {
  slug: string;
  /** The name the player sees. */
  title: string;
  provider: string;
  tags: readonly string[];
}

/** The game's picture: 400×300 SVG. */
export function drawGameArt(game: GameArtInput): string {
  const rand = numbers(game.slug);
  const theme = themeOf(game.title, game.tags);
  const palette = PALETTES[theme];
  const shift = Math.floor(rand() * 40) - 20;
  const [h1, h2] = palette.sky.map((h) => (h + shift + 360) % 360);
  const w = ART_WIDTH;
  const h = ART_HEIGHT;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeXml(game.title)}">`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="${f(rand())}" y2="1"><stop offset="0" stop-color="hsl(${h1},65%,${f(30 + rand() * 15)}%)"/><stop offset="1" stop-color="hsl(${h2},70%,18%)"/></linearGradient>`,
    '<linearGradient id="b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>',
    `<rect width="${w}" height="${h}" fill="url(#s)"/>`,
    sparkles(rand, 6 + Math.floor(rand() * 10), palette.accent),
    scene(theme, rand, palette.accent, palette.ground),
    `<rect y="170" width="${w}" height="130" fill="url(#b)"/>`,
    `<text x="200" y="250" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="30" font-weight="700" fill="#fff" stroke="#000" stroke-opacity="0.4" stroke-width="1">${escapeXml(clip(game.title, 22))}</text>`,
    `<text x="200" y="280" text-anchor="middle" font-family="Verdana, DejaVu Sans, sans-serif" font-size="15" fill="${palette.accent}" letter-spacing="1">${escapeXml(clip(game.provider, 34))}</text>`,
    '</svg>',
  ].join('');
}
