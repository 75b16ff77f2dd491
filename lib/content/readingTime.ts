/** Reading time of an article (docs/product/constants.md): 200 words per minute, at least 1 minute. */
import { READING_WORDS_PER_MINUTE } from '@/lib/constants';

/** Words of an HTML or plain text (tags and entities count as spaces). */
export function countWords(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/&[#\w]+;/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Minutes to read, rounded up, minimum 1. */
export function readingTimeMinutes(html: string): number {
  return Math.max(1, Math.ceil(countWords(html) / READING_WORDS_PER_MINUTE));
}
