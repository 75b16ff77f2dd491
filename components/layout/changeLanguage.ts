/**
 * POST /player/changeLanguage {language} through the site-core Player client. A thin adapter:
 * services/ has no changeLanguage call yet; move it there when it appears.
 */
import { playerPost, type ApiResult } from '@/services/playerClient';
import type { Locale } from '@/lib/routes';

export function changeLanguage(language: Locale): Promise<ApiResult<unknown>> {
  return playerPost<unknown>('/player/changeLanguage', { language });
}
