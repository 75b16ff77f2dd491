/**
 * The avatar choices (docs/product/data.md "Avatar": id and image; default 1). The 29 images are
 * SVGs drawn here from the id: a coloured medallion with one of the casino emblems. Nothing is
 * downloaded and nothing external is linked.
 */

export const AVATAR_COUNT = 29;
export const DEFAULT_AVATAR = 1;

const EMBLEMS = [
  // star
  'M50 18l9 20 22 2-17 15 5 22-19-11-19 11 5-22-17-15 22-2z',
  // diamond
  'M50 16l26 34-26 34-26-34z',
  // heart
  'M50 82C20 60 18 44 26 34c8-10 20-8 24 2 4-10 16-12 24-2 8 10 6 26-24 48z',
  // spade
  'M50 16C26 40 20 50 28 60c6 8 16 6 20 0-2 10-6 16-12 20h28c-6-4-10-10-12-20 4 6 14 8 20 0 8-10 2-20-22-44z',
  // club
  'M50 18a12 12 0 0 1 10 19 12 12 0 1 1-4 22c2 8 6 14 12 19H32c6-5 10-11 12-19a12 12 0 1 1-4-22 12 12 0 0 1 10-19z',
  // crown
  'M20 70l6-36 14 16 10-22 10 22 14-16 6 36z',
  // seven
  'M30 22h40v8L52 80H40l17-48H30z',
] as const;

/** Evenly spread hues so neighbouring ids look different. */
const hue = (id: number) => (id * 137) % 360;

/** The SVG of avatar `id` (1..AVATAR_COUNT). */
export function avatarSvg(id: number): string {
  const emblem = EMBLEMS[(id - 1) % EMBLEMS.length];
  const h = hue(id);
  const ring = id % 2 === 0 ? '#F5C451' : '#F4F1FF';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">` +
    `<defs><radialGradient id="g" cx="35%" cy="30%" r="75%">` +
    `<stop offset="0" stop-color="hsl(${h} 70% 55%)"/><stop offset="1" stop-color="hsl(${(h + 40) % 360} 65% 22%)"/>` +
    `</radialGradient></defs>` +
    `<circle cx="50" cy="50" r="47" fill="url(#g)" stroke="${ring}" stroke-width="4"/>` +
    `<path d="${emblem}" fill="${ring}" fill-opacity="0.92"/>` +
    `</svg>`
  );
}

/** Where the site finds avatar `id`'s image, relative to the Player API base. */
export const avatarImagePath = (id: number): string => `/avatars/${id}.svg`;

export const isAvatarId = (id: number): boolean => Number.isInteger(id) && id >= 1 && id <= AVATAR_COUNT;
