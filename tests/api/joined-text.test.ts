import { SortedIndex } from '../../server/db/indexes';
import { JoinedText } from '../../server/db/joined-text';
import type { Row } from '../../server/db/row';

// server/db/joined-text.ts: the search behind GET /leads, /prospects, /search and the documents
// list must find exactly the rows whose text holds the term, sparse or dense, in any range.

const rows: Row[] = Array.from({ length: 3000 }, (_, i) => ({
  id: i + 1,
  name: i % 7 === 0 ? `Rare Pharma ${i}` : `Textile${i % 25 === 1 ? ' Dye' : ''} Mills ${i} Ltd`,
}));
const order = new SortedIndex((a, b) => a.id - b.id);
order.load(rows);
const text = (row: Row) => String(row.name).toLowerCase();
const joined = new JoinedText(order, text);
const expected = (term: string, from: number, to: number) => {
  const out: number[] = [];
  for (let i = from; i < to; i++) if (text(rows[i]).includes(term)) out.push(i);
  return out;
};

it.each([
  ['a term most rows hold (the row-by-row pass takes over)', 'ltd'],
  ['a term a seventh of the rows hold', 'pharma'],
  ['a term one row in 30 holds (an indexOf per match throughout)', 'dye'],
  ['a term one row holds', 'pharma 2002'],
  ['a term no row holds', 'zzz'],
  ['a term spanning two rows is never found', 'ltd\u0001rare'],
])('finds %s, in the whole order and in a slice', (_, term) => {
  expect(Array.from(joined.positions(term))).toEqual(expected(term, 0, rows.length));
  expect(Array.from(joined.positions(term, 1000, 2500))).toEqual(expected(term, 1000, 2500));
});

it('sees a change to the order on the next search', () => {
  const row = { id: 5000, name: 'Brand New Rare Pharma' };
  order.add(row);
  rows.push(row);
  expect(Array.from(joined.positions('brand new'))).toEqual([rows.length - 1]);
});
