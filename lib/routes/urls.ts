/** URL helpers of docs/product/screens.md: play URL, group URLs, provider URL. */
import { href, type Locale } from './index';
import { DEFAULT_LOCALE } from './table';

export type GroupType = 'slots' | 'livecasino';

/** Translation key of the Play button; its Finnish text, and the default, is "Pelaa". */
export const PLAY_BUTTON_LABEL_KEY = 'play';
export const PLAY_BUTTON_DEFAULT_LABEL = 'Pelaa';

export function playUrl(slug: string, locale: Locale = DEFAULT_LOCALE): string {
  return href('gamePlay', { slug }, locale);
}

/** A group URL: /games/{id} for slots, /livecasino/{id} for live casino; with a slug the full page. */
export function groupUrl(id: number | string, type: GroupType, locale: Locale = DEFAULT_LOCALE, slug?: string): string {
  if (type === 'livecasino') {
    return slug ? href('liveCasinoGroup', { id, slug }, locale) : href('liveCasinoGroupById', { id }, locale);
  }
  return slug ? href('slotsGroup', { id, slug }, locale) : href('slotsGroupById', { id }, locale);
}

/** A provider URL: /gameprovider/{id}; with a slug the full provider page. */
export function providerUrl(id: number | string, locale: Locale = DEFAULT_LOCALE, slug?: string): string {
  return slug ? href('singleProvider', { id, slug }, locale) : href('providerById', { id }, locale);
}
