import { sql, type RawBuilder } from 'kysely';

/**
 * Search normalisation shared by the catalogue, the articles, the seed (precomputed `search_text` / `name_norm` columns) and
 * the queries: lower case, accents stripped ('Mäng' → 'mang', 'Õis' → 'ois'), every run of
 * other characters one space. The result only holds [a-z0-9 ], so it is safe inside LIKE
 * patterns without escaping.
 */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Rank of a normalised text against the normalised keyword (lower is better): exact 0, prefix 1,
 * a word starting with it 2, substring 3, every keyword word present 4, not in the text 5.
 */
export function rankText(text: string, kw: string): number {
  if (text === kw) return 0;
  if (text.startsWith(kw)) return 1;
  if (` ${text}`.includes(` ${kw}`)) return 2;
  if (text.includes(kw)) return 3;
  const words = kw.split(' ');
  if (words.length > 1 && words.every((w) => text.includes(w))) return 4;
  return 5;
}

/**
 * The same ranking as rankText, in SQL, over a normalised column (the owners' search queries
 * order by it); rank 4 is left to rankText (5 here).
 */
export function rankSql(column: string, kw: string): RawBuilder<number> {
  const col = sql.ref(column);
  return sql<number>`case
    when ${col} = ${kw} then 0
    when ${col} like ${`${kw}%`} then 1
    when ${col} like ${`% ${kw}%`} then 2
    when ${col} like ${`%${kw}%`} then 3
    else 5 end`;
}
