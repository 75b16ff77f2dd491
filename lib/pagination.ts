/**
 * Pagination (docs/product/constants.md): the current page with its neighbours, plus the first and the last
 * page; a gap between them is shown as an ellipsis ('gap').
 */
export type PageItem = number | 'gap';

export function pageItems(current: number, pageCount: number, neighbours = 1): PageItem[] {
  if (pageCount < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), pageCount);
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - neighbours; p <= page + neighbours; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && p - previous > 1) items.push('gap');
    items.push(p);
  });
  return items;
}

/** A page number from a query value: a whole number of at least 1, otherwise 1. */
export function pageFromQuery(value: unknown): number {
  const text = Array.isArray(value) ? value[0] : value;
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** One page of a list (1-based). */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; page: number; pageCount: number } {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), page: current, pageCount };
}
