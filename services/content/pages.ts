/** CMS pages (home, campaigns): blocks of text, features and the embeddable deposit form. */
import type { Locale } from '@/lib/routes';
import { cmsGet } from '@/services/cmsClient';

export type CmsBlock =
  | { type: 'hero'; title: string; text?: string; cta?: { label: string; routeKey: string } }
  | { type: 'richText'; html: string }
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

export async function getPagesBySlug(slug: string, lang: Locale): Promise<CmsPage[]> {
  const data = await cmsGet<unknown>('/pages', { slug, lang });
  return Array.isArray(data) ? (data as CmsPage[]) : [];
}
