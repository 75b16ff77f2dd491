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
