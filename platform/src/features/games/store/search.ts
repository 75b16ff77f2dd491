/**
 * The games' part of the site search (features/search): its queries over the catalogue, each one
 * statement. The search ranks and shapes the rows; `kw` is the normalised keyword, `words` its words.
 */
import type { Db } from '../../../db/schema';
import { rankSql } from '../../../searchText';
import { gameQuery } from './catalogue';

/**
 * Enabled games whose search text (name, supplier, tags) holds every word, of one supplier when
 * `supplierId` is given; best SQL rank first, then by normalised name.
 */
export function searchGameRows(db: Db, kw: string, words: string[], supplierId: number | undefined, limit: number) {
  let q = gameQuery(db).select(rankSql('g.name_norm', kw).as('rank')).select('g.name_norm').where('g.enabled', '=', 1);
  for (const w of words) q = q.where('g.search_text', 'like', `%${w}%`);
  if (supplierId !== undefined) q = q.where('g.supplier_id', '=', supplierId);
  return q.orderBy('rank').orderBy('g.name_norm').orderBy('g.id').limit(limit).execute();
}

/** Suppliers whose name holds every word, best rank first, with their number of enabled games. */
export function searchSupplierRows(db: Db, kw: string, words: string[], limit: number) {
  let q = db
    .selectFrom('game_supplier as s')
    .select(['s.id', 's.name', 's.slug', 's.search_text', rankSql('s.search_text', kw).as('rank')])
    .select((eb) =>
      eb
        .selectFrom('game as g')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('g.supplier_id', '=', 's.id')
        .where('g.enabled', '=', 1)
        .as('game_count'),
    );
  for (const w of words) q = q.where('s.search_text', 'like', `%${w}%`);
  return q.orderBy('rank').orderBy('s.search_text').orderBy('s.id').limit(limit).execute();
}

/** Every tag of an enabled game, with its number of enabled games. */
export function countEnabledGamesByTag(db: Db) {
  return db
    .selectFrom('game_tag as t')
    .innerJoin('game as g', 'g.id', 't.game_id')
    .select(['t.tag', (eb) => eb.fn.countAll<number>().as('n')])
    .where('g.enabled', '=', 1)
    .groupBy('t.tag')
    .execute();
}
