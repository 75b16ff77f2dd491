import type { Lang, PerLang } from '../../langs';

interface HeroBlock {
  type: 'hero';
  title: string;
  text: string;
  cta?: { label: string; routeKey: string };
}
interface RichTextBlock {
  type: 'richText';
  html: string;
}
interface FeaturesBlock {
  type: 'features';
  items: { title: string; text: string }[];
}
/** The deposit form as an embeddable block (docs/product/screens.md); the site renders the form. */
interface DepositFormBlock {
  type: 'depositForm';
  title?: string;
}
export type Block = HeroBlock | RichTextBlock | FeaturesBlock | DepositFormBlock;

export interface Page {
  slug: string;
  lang: Lang;
  title: string;
  description: string;
  blocks: Block[];
}

export interface Popup {
  id: string;
  title: string;
  bodyHtml: string;
}

export interface SiteSettings {
  lang: Lang;
  footerHtml: string;
  popups: Popup[];
  maintenanceBanner: Partial<PerLang<string>>;
}

export interface Notice {
  active: boolean;
  messages: PerLang<string>;
}

export const MAINTENANCE_LOGO = { width: 200, height: 57 } as const;

export interface MaintenanceState {
  maintenance: Notice & { logo: { width: number; height: number } };
  serviceDisruption: Notice;
}

export type NoticeKind = 'maintenance' | 'serviceDisruption';
