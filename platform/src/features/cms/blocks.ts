import type { Block } from './types';

const isStr = (v: unknown): v is string => typeof v === 'string';

/** Checks a block list read from a seed file or the database; throws on anything malformed. */
export function parseBlocks(value: unknown, where: string): Block[] {
  if (!Array.isArray(value)) throw new Error(`${where}: blocks must be an array`);
  return value.map((raw, i) => {
    const b = raw as Record<string, unknown>;
    const at = `${where}: block ${i}`;
    switch (b?.type) {
      case 'hero': {
        if (!isStr(b.title) || !isStr(b.text)) throw new Error(`${at}: hero needs title and text`);
        const block: Block = { type: 'hero', title: b.title, text: b.text };
        if (b.cta !== undefined) {
          const cta = b.cta as Record<string, unknown>;
          if (!isStr(cta?.label) || !isStr(cta?.routeKey)) {
            throw new Error(`${at}: cta needs label and routeKey`);
          }
          block.cta = { label: cta.label, routeKey: cta.routeKey };
        }
        return block;
      }
      case 'richText':
        if (!isStr(b.html)) throw new Error(`${at}: richText needs html`);
        return { type: 'richText', html: b.html };
      case 'features': {
        if (!Array.isArray(b.items)) throw new Error(`${at}: features needs items`);
        const items = b.items.map((it: Record<string, unknown>) => {
          if (!isStr(it?.title) || !isStr(it?.text)) throw new Error(`${at}: item needs title and text`);
          return { title: it.title, text: it.text };
        });
        return { type: 'features', items };
      }
      case 'depositForm':
        if (b.title !== undefined && !isStr(b.title)) throw new Error(`${at}: depositForm title must be text`);
        return b.title === undefined ? { type: 'depositForm' } : { type: 'depositForm', title: b.title };
      default:
        throw new Error(`${at}: unknown block type ${String(b?.type)}`);
    }
  });
}
