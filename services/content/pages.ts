/** CMS pages (home, campaigns): blocks of text, features and the embeddable deposit form. */
import type { Locale } from '@/lib/routes';
import { cmsGet, cmsGetOrThrow, type CmsAnswer } from '@/services/cmsClient';
import { sanitizeOne, type SanitizedHtml } from '@/lib/html/safe';

type PageAnswer = CmsAnswer<'/cms/pages'>[number];
type BlockAnswer = PageAnswer['blocks'][number];
type RichTextAnswer = Extract<BlockAnswer, { type: 'richText' }>;

/** A block of a CMS page, a rich-text block's HTML sanitised; `depositForm` is the embeddable deposit form (docs/product/screens.md). */
export type CmsBlock = Exclude<BlockAnswer, RichTextAnswer> | (Omit<RichTextAnswer, 'html'> & { html: SanitizedHtml });
export type CmsPage = Omit<PageAnswer, 'blocks'> & { blocks: CmsBlock[] };

/**
 * The CMS pages of a slug, their rich-text blocks sanitised (lib/html/safe.ts). A failed call gives
 * none, or with `orThrow` (a page that answers 404 when there is none) throws.
 */
export async function getPagesBySlug(slug: string, lang: Locale, { orThrow = false } = {}): Promise<CmsPage[]> {
  const query = { slug, lang };
  const data = await (orThrow ? cmsGetOrThrow('/cms/pages', query) : cmsGet('/cms/pages', query));
  if (!data) return [];
  return Promise.all(
    data.map(async (page) => ({
      ...page,
      blocks: await Promise.all(
        page.blocks.map(async (block): Promise<CmsBlock> =>
          block.type === 'richText' ? { ...block, html: await sanitizeOne(block.html) } : block,
        ),
      ),
    })),
  );
}
