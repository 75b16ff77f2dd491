import type { SymbolId } from '../../features/games';

/**
 * The slot's symbols as inline SVG (viewBox 64x64): no fonts or emoji needed, no external assets.
 */
export const SYMBOL_SVG: Record<SymbolId, string> = {
  C:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 8 C30 20 24 28 18 36 M32 8 C36 20 42 28 46 38" stroke="#2f8f3a" stroke-width="4" fill="none" stroke-linecap="round"/>' +
    '<path d="M32 8 C40 4 48 8 50 14 C42 16 36 14 32 8Z" fill="#3fb34f"/>' +
    '<circle cx="18" cy="44" r="13" fill="#d3142b"/><circle cx="46" cy="46" r="13" fill="#e61c35"/>' +
    '<circle cx="13" cy="39" r="3.5" fill="#ff8a97"/><circle cx="41" cy="41" r="3.5" fill="#ff8a97"/></svg>',
  L:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><ellipse cx="32" cy="34" rx="24" ry="18" fill="#f7d21c" stroke="#caa40e" stroke-width="3"/>' +
    '<path d="M7 34 L2 32 L7 30Z M57 34 L62 36 L57 38Z" fill="#caa40e"/><ellipse cx="24" cy="27" rx="8" ry="4" fill="#fff3a3"/></svg>',
  G:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 14 C32 8 36 5 40 4" stroke="#2f8f3a" stroke-width="3" fill="none"/>' +
    '<path d="M34 12 C42 6 52 10 54 16 C46 18 38 16 34 12Z" fill="#3fb34f"/>' +
    [
      [22, 22],
      [34, 22],
      [46, 22],
      [28, 33],
      [40, 33],
      [22, 44],
      [34, 44],
      [46, 44],
      [28, 54],
      [40, 54],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#7b2fbf" stroke="#4e1880" stroke-width="1.5"/>`)
      .join('') +
    '<circle cx="20" cy="20" r="2" fill="#c9a2f0"/></svg>',
  B:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M32 6 C44 6 48 18 48 30 C48 40 52 44 56 48 L8 48 C12 44 16 40 16 30 C16 18 20 6 32 6Z" fill="#f2b705" stroke="#b07d00" stroke-width="3"/>' +
    '<circle cx="32" cy="54" r="6" fill="#b07d00"/><path d="M22 18 C24 13 27 11 30 10" stroke="#ffe27a" stroke-width="3" fill="none" stroke-linecap="round"/></svg>',
  S:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><polygon points="32,4 40,23 60,24 44,37 50,58 32,46 14,58 20,37 4,24 24,23" fill="#ffcc1a" stroke="#d18f00" stroke-width="3" stroke-linejoin="round"/>' +
    '<polygon points="32,14 36,25 26,25" fill="#fff0a0"/></svg>',
  D:
    '<svg viewBox="0 0 64 64" aria-hidden="true"><polygon points="14,8 50,8 62,24 32,60 2,24" fill="#37c6f4" stroke="#137fa8" stroke-width="3" stroke-linejoin="round"/>' +
    '<polygon points="14,8 24,24 2,24" fill="#8ce3ff"/><polygon points="50,8 40,24 62,24" fill="#1aa4d8"/><polygon points="24,24 40,24 32,60" fill="#6fd8fb"/></svg>',
  '7': '<svg viewBox="0 0 64 64" aria-hidden="true"><path d="M10 8 H56 V18 C44 30 36 44 33 60 H19 C22 44 30 30 40 20 H10Z" fill="#e0182d" stroke="#8c0a18" stroke-width="3" stroke-linejoin="round"/></svg>',
};
