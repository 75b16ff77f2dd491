/** CMS pages (home, campaigns): blocks of text, features and the embeddable deposit form. */
import type { Locale } from '@/lib/routes';
import { cmsGet, cmsGetOrThrow } from '@/services/cmsClient';
import { sanitizeOne } from '@/lib/html/safe';
import type { CmsBlock, CmsPage } from '@/lib/content/types';

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
