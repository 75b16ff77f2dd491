/** Shapes of the news articles and affiliates (platform/README.md). */
import type { SanitizedHtml } from '@/lib/html/safe';
import type { Locale } from '@/lib/routes';

export interface ArticleSummary {
  slug: string;
  lang: Locale;
  title: string;
  excerpt: string;
  thumbnail: string;
  /** yyyy-mm-dd */
  date: string;
  /** dd.mm.yyyy */
  date_parsed: string;
  timestamp: number;
}

/** What a news card shows: the news list's props carry only these fields. */
export type ArticleCardData = Pick<ArticleSummary, 'slug' | 'title' | 'excerpt' | 'thumbnail' | 'date' | 'timestamp'>;

export interface Article extends ArticleSummary {
  body: SanitizedHtml;
  languages: Locale[];
}

export interface Affiliate {
  reference: string;
  slug: string;
  message_fi: SanitizedHtml;
  message_en: SanitizedHtml;
  message_et: SanitizedHtml;
  granted_free_spins: number;
  free_spin_game: { id: number; slug: string; title: string } | null;
}
