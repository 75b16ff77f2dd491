/**
 * Writes platform/seed/games/suppliers.json and games.json from the word lists below.
 * Deterministic (fixed PRNG seed): running it again gives byte-identical files. The files are
 * committed; the platform seeds from them, not from this script.
 *
 *   npx tsx platform/scripts/generate-game-seed.ts
 *
 * All studio and game names are invented. Release dates are stored in games.json as
 * `releaseDaysAgo` and become real dates at seed time, so a fresh database always has games that
 * are less than 14 days old (the "new" label).
 */
import fs from 'node:fs';
import path from 'node:path';
import { seededRandom } from './seededRandom';

const OUT = path.resolve(__dirname, '../seed/games');

const { next: rand, pick, int } = seededRandom(20261122);

export const slugify = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

// ---- suppliers -------------------------------------------------------------------------------
const STEM_A = [
  'Birch',
  'Cobble',
  'Drift',
  'Ember',
  'Fjord',
  'Glimmer',
  'Harbor',
  'Juniper',
  'Kestrel',
  'Lantern',
  'Marble',
  'Nettle',
  'Orchard',
  'Pebble',
  'Quill',
  'Rowan',
  'Saffron',
  'Thistle',
  'Umber',
  'Vale',
  'Wren',
  'Yarrow',
  'Zinnia',
  'Amber',
  'Bramble',
  'Cinder',
  'Dapple',
  'Elder',
  'Fern',
  'Gale',
];
const STEM_B = ['moor', 'wick', 'field', 'stone', 'brook', 'hollow', 'crest', 'gate', 'ridge', 'haven', 'mere', 'fold'];
const SUFFIX = ['Studios', 'Games', 'Interactive', 'Play', 'Labs', 'Works', 'Digital', 'Entertainment', 'Gaming'];
const SUPPLIER_COUNT = 140;
const LIVE_SUPPLIER_IDS = [1, 2, 3, 4, 5, 6];

interface Supplier {
  id: number;
  name: string;
}
const suppliers: Supplier[] = [];
const usedStems = new Set<string>();
// A handful with accents, so supplier search is accent-insensitive too.
const FIXED_SUPPLIERS = ['Pöllö Games', 'Järvi Interactive', 'Sõnajalg Studios', 'Kuusikko Play'];
while (suppliers.length < SUPPLIER_COUNT) {
  const id = suppliers.length + 1;
  if (LIVE_SUPPLIER_IDS.includes(id)) {
    let stem: string;
    do stem = pick(STEM_A) + pick(STEM_B);
    while (usedStems.has(stem));
    usedStems.add(stem);
    suppliers.push({ id, name: `${stem} Live` });
    continue;
  }
  const fixed = FIXED_SUPPLIERS[id - LIVE_SUPPLIER_IDS.length - 1];
  if (fixed) {
    suppliers.push({ id, name: fixed });
    continue;
  }
  const stem = pick(STEM_A) + pick(STEM_B);
  if (usedStems.has(stem)) continue;
  usedStems.add(stem);
  suppliers.push({ id, name: `${stem} ${pick(SUFFIX)}` });
}

// ---- games -----------------------------------------------------------------------------------
interface Game {
  id: number;
  slug: string;
  name: string;
  friendlyName: string;
  supplierId: number;
  releaseDaysAgo: number;
  tags: string[];
  demo: boolean;
  liveCasino: boolean;
  enabled: boolean;
  groups: string[];
}

const suffixFile = JSON.parse(fs.readFileSync(path.join(OUT, 'suffixed-slugs.json'), 'utf8')) as {
  suffixes: string[];
  slugs: string[];
};

const ADJ = [
  'Wild',
  'Lucky',
  'Mystic',
  'Frozen',
  'Sunken',
  'Royal',
  'Ancient',
  'Midnight',
  'Crystal',
  'Blazing',
  'Hidden',
  'Sacred',
  'Spinning',
  'Roaring',
  'Silent',
  'Velvet',
  'Cosmic',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Arctic',
  'Copper',
  'Howling',
  'Drifting',
  'Whispering',
  'Merry',
  'Savage',
  'Dusky',
  'Glowing',
  'Rusty',
];
const NOUN = [
  'Fruits',
  'Gems',
  'Reels',
  'Dragons',
  'Vikings',
  'Pharaohs',
  'Temple',
  'Tigers',
  'Wolves',
  'Lanterns',
  'Crowns',
  'Treasures',
  'Pirates',
  'Jungle',
  'Bells',
  'Sevens',
  'Diamonds',
  'Riches',
  'Moon',
  'Forest',
  'Harbour',
  'Safari',
  'Orchard',
  'Comets',
  'Runes',
  'Kraken',
  'Phoenix',
  'Bandits',
  'Carnival',
  'Owls',
];
const ACTION = ['Rush', 'Blitz', 'Fever', 'Quest', 'Party', 'Deluxe', 'Stack', 'Spins', 'Hunt', 'Frenzy'];
const PLACE = ['Sand', 'Ice', 'Embers', 'Tides', 'Shadows', 'Mists', 'Storms', 'Pearls', 'Thunder', 'Echoes'];
// Hand-written titles with Finnish and Estonian letters (accent-insensitive search: 'mang' finds
// 'Mäng', 'jarvi' finds 'Järvi').
const ACCENTED = [
  'Kuldne Mäng',
  'Jäätynyt Järvi',
  'Öinen Kettu',
  'Pohjolan Äärellä',
  'Metsä Kutsuu',
  'Hõbedane Öö',
  'Sõnajala Õis',
  'Äärettömät Aarteet',
  'Mängude Meister',
  'Pöllön Päivä',
];
const SLOT_TAGS = [
  'free-spins',
  'multiplier',
  'sticky-wilds',
  'expanding-wilds',
  'cascading-reels',
  'hold-and-win',
  'mythology',
  'adventure',
  'animals',
  'egypt',
  'asian',
  'horror',
  'christmas',
];
const VOLATILITY = ['low-volatility', 'medium-volatility', 'high-volatility'];

const LIVE_TITLES: { name: string; kind: 'roulette' | 'blackjack' | 'baccarat' | 'game-show' | 'poker' }[] = [];
const LIVE_PREFIX = ['Aurora', 'Fjordline', 'Harborlane', 'Velvet', 'Midnight', 'Nordic Lights', 'Tallinn', 'Helsinki'];
for (const p of LIVE_PREFIX) LIVE_TITLES.push({ name: `${p} Roulette`, kind: 'roulette' });
for (const p of LIVE_PREFIX) LIVE_TITLES.push({ name: `${p} Blackjack`, kind: 'blackjack' });
for (const p of LIVE_PREFIX.slice(0, 6)) LIVE_TITLES.push({ name: `${p} Baccarat`, kind: 'baccarat' });
for (const n of ['Money Carousel', 'Dream Wheel Live', 'Coin Drop Studio', 'Multiplier Mania', 'Crazy Comets Live', 'Deal or Spin'])
  LIVE_TITLES.push({ name: n, kind: 'game-show' });
for (const n of ["Casino Hold'em Live", 'Three Card Poker Live', 'Caribbean Stud Live', 'Texas Showdown Live'])
  LIVE_TITLES.push({ name: n, kind: 'poker' });
const LIVE_GROUP: Record<string, string> = {
  roulette: 'live-roulette',
  blackjack: 'live-blackjack',
  baccarat: 'live-baccarat',
  'game-show': 'live-game-shows',
  poker: 'live-poker',
};

const GAME_COUNT = 400;
const games: Game[] = [];
const usedSlugs = new Set<string>();
// Base slugs of the suffixed games may not appear on their own.
const reservedBases = new Set(suffixFile.slugs.map((s) => s.replace(new RegExp(`-(${suffixFile.suffixes.join('|')})$`), '')));
const titleCase = (slug: string) =>
  slug
    .split('-')
    .map((w) => (w === 'of' ? w : w === 'dx2' ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');

const slotSupplier = () => int(LIVE_SUPPLIER_IDS.length + 1, SUPPLIER_COUNT);

function addGame(name: string, extra: Partial<Game> = {}): void {
  const slug = extra.slug ?? slugify(name);
  if (usedSlugs.has(slug) || (!extra.slug && reservedBases.has(slug))) return;
  usedSlugs.add(slug);
  const live = extra.liveCasino ?? false;
  const tags = new Set<string>(extra.tags ?? []);
  if (!live) {
    tags.add(pick(VOLATILITY));
    for (let i = int(1, 3); i > 0; i--) tags.add(pick(SLOT_TAGS));
    if (rand() < 0.15) tags.add('bonus-buy');
    if (rand() < 0.08) tags.add('jackpot');
    if (rand() < 0.08) tags.add('cluster-pays');
  }
  games.push({
    id: games.length + 1,
    slug,
    name,
    friendlyName: name,
    supplierId: extra.supplierId ?? slotSupplier(),
    releaseDaysAgo: extra.releaseDaysAgo ?? int(14, 2400),
    tags: [...tags].sort(),
    demo: !live,
    liveCasino: live,
    enabled: true,
    groups: [],
  });
}

for (const slug of suffixFile.slugs) addGame(titleCase(slug), { slug });
for (const name of ACCENTED) addGame(name, { tags: ['nordic'] });
for (const t of LIVE_TITLES) {
  addGame(t.name, { liveCasino: true, supplierId: pick(LIVE_SUPPLIER_IDS), tags: ['live', t.kind] });
}
for (const n of [
  'European Roulette',
  'French Roulette',
  'Classic Blackjack',
  'Multihand Blackjack',
  'Punto Banco',
  'Jacks or Better',
  'Deuces Wild Poker',
  'Red Dog',
  'Casino War',
  'Keno Draw',
]) {
  addGame(n, { tags: ['table-game'] });
}
for (const n of [
  'Fruit Stand Sevens',
  'Triple Bell Classic',
  'Cherry Seven Deluxe',
  'Bar Bar Bells',
  'Lemon Drop Reels',
  'Plum Crazy Classic',
]) {
  addGame(n, { tags: ['classic', 'fruits'] });
}
while (games.length < GAME_COUNT) {
  const r = rand();
  const name =
    r < 0.4
      ? `${pick(ADJ)} ${pick(NOUN)}`
      : r < 0.7
        ? `${pick(NOUN)} ${pick(ACTION)}`
        : r < 0.85
          ? `Book of ${pick(PLACE)}`
          : `${pick(ADJ)} ${pick(NOUN)} ${pick(ACTION)}`;
  addGame(name);
}

// A few titles marked nordic by their words; three disabled (launch answers 132, lists skip them).
for (const g of games) {
  if (/Vikings|Runes|Arctic|Harbour|Owls|Wolves/.test(g.name) && !g.liveCasino) g.tags = [...new Set([...g.tags, 'nordic'])].sort();
}
for (const id of [398, 399, 400]) games[id - 1].enabled = false;

// Release dates: 24 games within the last 13 days (the "new" window is 14 days).
const recent = games
  .filter((g) => g.enabled)
  .map((g) => g.id)
  .sort(() => rand() - 0.5)
  .slice(0, 24);
recent.forEach((id, i) => (games[id - 1].releaseDaysAgo = i % 14));

// Groups.
const enabled = games.filter((g) => g.enabled);
const slots = enabled.filter((g) => !g.liveCasino);
const byRecency = [...slots].sort((a, b) => a.releaseDaysAgo - b.releaseDaysAgo || a.id - b.id);
for (const g of byRecency.slice(0, 30)) g.groups.push('new-games');
for (const g of [...slots].sort(() => rand() - 0.5).slice(0, 48)) g.groups.push('popular');
for (const g of slots) {
  if (g.tags.includes('bonus-buy')) g.groups.push('bonus-buy');
  if (g.tags.includes('jackpot')) g.groups.push('jackpot-games');
  if (g.tags.includes('classic') || /Sevens|Bells|Fruits/.test(g.name)) g.groups.push('classics');
  if (g.tags.includes('cluster-pays')) g.groups.push('cluster-pays');
  if (g.tags.includes('table-game')) g.groups.push('table-games');
  if (g.tags.includes('nordic')) g.groups.push('nordic-tales');
}
for (const g of [...slots].sort(() => rand() - 0.5).slice(0, 12)) g.groups.push('staff-picks');
for (const g of enabled.filter((x) => x.liveCasino)) {
  const kind = g.tags.find((t) => LIVE_GROUP[t]);
  if (kind) g.groups.push(LIVE_GROUP[kind]);
}
for (const g of games) g.groups = [...new Set(g.groups)];

fs.writeFileSync(path.join(OUT, 'suppliers.json'), `[\n${suppliers.map((s) => JSON.stringify(s)).join(',\n')}\n]\n`);
fs.writeFileSync(path.join(OUT, 'games.json'), `[\n${games.map((g) => JSON.stringify(g)).join(',\n')}\n]\n`);
console.log(`${suppliers.length} suppliers, ${games.length} games, ${recent.length} released in the last 14 days`);
