/**
 * The CMS content as the site uses it: news articles, CMS pages and affiliates, named from the
 * platform's OpenAPI document (services/platform/openapi.ts), their HTML sanitised by the calls of
 * services/content/* (lib/html/safe.ts).
 */
import type { SanitizedHtml } from '@/lib/html/safe';
import type { ApiResponse } from '@/services/platform/types';

/** One page of the news list. */
export type ArticlePage = ApiResponse<'/cms/blogs', 'get'>;
export type ArticleSummary = ArticlePage['items'][number];
/** What a news card shows: the news list's props carry only these fields. */
export type ArticleCardData = Pick<ArticleSummary, 'slug' | 'title' | 'excerpt' | 'thumbnail' | 'date' | 'timestamp'>;
/** An article with its body sanitised (lib/html/safe.ts). */
export type Article = Omit<ApiResponse<'/cms/blogs/{slug}', 'get'>, 'body'> & { body: SanitizedHtml };

type AffiliateAnswer = ApiResponse<'/cms/affiliate/{slug}', 'get'>;
type AffiliateMessage = 'message_fi' | 'message_en' | 'message_et';
/** An affiliate with its messages sanitised. */
export type Affiliate = Omit<AffiliateAnswer, AffiliateMessage> & Record<AffiliateMessage, SanitizedHtml>;

type PageAnswer = ApiResponse<'/cms/pages', 'get'>[number];
type BlockAnswer = PageAnswer['blocks'][number];
type RichTextAnswer = Extract<BlockAnswer, { type: 'richText' }>;

/** A block of a CMS page, a rich-text block's HTML sanitised; `depositForm` is the embeddable deposit form (docs/product/screens.md). */
export type CmsBlock = Exclude<BlockAnswer, RichTextAnswer> | (Omit<RichTextAnswer, 'html'> & { html: SanitizedHtml });
export type CmsPage = Omit<PageAnswer, 'blocks'> & { blocks: CmsBlock[] };
