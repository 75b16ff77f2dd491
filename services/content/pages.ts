/** CMS pages (home, campaigns): blocks of text, features and the embeddable deposit form. */
import type { Locale } from '@/lib/routes';
import { cmsGet, cmsGetOrThrow, isRecord } from '@/services/cmsClient';
import { sanitizeOne, type SanitizedHtml } from '@/lib/html/safe';

export type CmsBlock =
  | { type: 'hero'; title: string; text?: string; cta?: { label: string; routeKey: string } }
  | { type: 'richText'; html: SanitizedHtml }
  | { type: 'features'; items: { title: string; text: string }[] }
  /** The deposit form as an embeddable block (docs/product/screens.md). */
  | { type: 'depositForm'; title?: string };

export interface CmsPage {
  slug: string;
  lang: Locale;
  title: string;
  description?: string;
  blocks: CmsBlock[];
}

/**
 * The CMS pages of a slug, their rich-text blocks sanitised (lib/html/safe.ts). A failed call gives
 * none, or with `orThrow` (a page that answers 404 when there is none) throws.
 */
export async function getPagesBySlug(slug: string, lang: Locale, { orThrow = false } = {}): Promise<CmsPage[]> {
  const params = { slug, lang };
  const data = await (orThrow ? cmsGetOrThrow<unknown>('/pages', params) : cmsGet<unknown>('/pages', params));
  if (!Array.isArray(data)) return [];
  return Promise.all(
    (data as CmsPage[]).map(async (page) => ({
      ...page,
      blocks: await Promise.all(
        (Array.isArray(page.blocks) ? page.blocks : []).map(async (block) =>
          isRecord(block) && block.type === 'richText' ? { ...block, html: await sanitizeOne(block.html) } : block,
        ),
      ),
    })),
  );
}
