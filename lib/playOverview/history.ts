import { playerApiBaseUrl } from '@/lib/config/platform';

/**
 * Where the browser downloads the account history: GET /player/history streams the CSV with the
 * session's cookie, so the file goes to disk as it comes, whatever its length.
 */
export const historyDownloadUrl = () => `${playerApiBaseUrl()}/player/history`;

/** A YYYY-MM-DD date as a date field holds it, or null. */
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Why a chosen range cannot be downloaded (the platform's 195 rules date and range), or null. */
export function historyRangeProblem(from: string, to: string): 'date' | 'range' | null {
  if (!DATE_PATTERN.test(from) || !DATE_PATTERN.test(to)) return 'date';
  return from > to ? 'range' : null;
}
