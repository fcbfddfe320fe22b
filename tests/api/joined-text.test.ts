import { SortedIndex } from '../../server/db/indexes';
import { JoinedText } from '../../server/db/joined-text';
import type { Row } from '../../server/db/row';
import { mulberry32 } from '../../server/seed/prng';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  'an in-memory index of the embedded store (server/db/joined-text.ts)',
  'the joined search text',
  () => {
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

    it.each([
      ['one chunk', 2048],
      ['chunks of 4 rows (changes cross, split and empty them)', 4],
    ])('stays exact through many writes between searches, patched or rebuilt: %s', (_, chunkRows) => {
      // Newest first by a date, as the leads' order: rows enter anywhere, move, change text and leave.
      const byDate = new SortedIndex((a, b) => String(b.at).localeCompare(String(a.at)) || b.id - a.id);
      const texts = new Map<number, string>();
      const live = new Map<number, Row>();
      const search = new JoinedText(byDate, (row) => texts.get(row.id) ?? '', chunkRows);
      const next = mulberry32(7);
      const random = (n: number) => Math.floor(next() * n);
      // 24 words, two per text: each term is in about 1 text of 12, so the indexOf path (which reads
      // the start offsets) does the finding, not the dense row-by-row pass.
      const words = Array.from({ length: 24 }, (_, i) => `${String.fromCharCode(97 + i)}word`);
      // A new lead is usually the newest (it goes to the front, growing the first chunk until it splits).
      const put = (id: number, newest = false) => {
        const at = newest
          ? `2027-${String(id).padStart(6, '0')}`
          : `2026-${String(1 + random(12)).padStart(2, '0')}-${10 + random(18)}`;
        const row = { id, at };
        const old = live.get(id);
        if (old) byDate.remove(old);
        texts.set(id, `${words[random(words.length)]} ${words[random(words.length)]} ${id}`);
        live.set(id, row);
        byDate.add(row);
      };
      for (let id = 1; id <= 400; id++) put(id);
      let nextId = 401;
      for (let round = 0; round < 80; round++) {
        // 0-3 writes between most searches, sometimes a burst past the patch limit.
        // A run of 40 neighbours leaves at once now and then (it empties small chunks).
        if (round % 13 === 12) {
          const start = random(byDate.ordered().length - 40);
          for (const row of byDate.ordered().slice(start, start + 40)) {
            byDate.remove(row);
            live.delete(row.id);
          }
        }
        // A burst past the patch limit now and then: the next search rebuilds.
        const writes = round % 17 === 16 ? 300 : random(6);
        for (let w = 0; w < writes; w++) {
          const kind = random(3);
          const ids = [...live.keys()];
          if (kind === 0 || ids.length < 10) put(nextId++, random(4) > 0);
          else if (kind === 1) put(ids[random(ids.length)]);
          else {
            const id = ids[random(ids.length)];
            byDate.remove(live.get(id)!);
            live.delete(id);
          }
        }
        const ordered = byDate.ordered();
        for (const term of ['aword', 'kword', 'xword', `${ordered[0].id}`, 'zz']) {
          const want = ordered.flatMap((row, i) => ((texts.get(row.id) ?? '').includes(term) ? [i] : []));
          expect(Array.from(search.positions(term))).toEqual(want);
          const from = random(ordered.length);
          expect(Array.from(search.positions(term, from, ordered.length))).toEqual(
            want.filter((i) => i >= from),
          );
        }
      }
    });
  },
);
