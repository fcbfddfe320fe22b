import type { NewRow } from '../../../../server/db/row';
import type { DocumentRow } from '../../../../server/stored/accounts';
import { addParents } from './parents';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.documents` (server/documents/repository.ts) on both stores: documents
 * written as server/documents/routes.ts writes them, listed and searched as the list does,
 * found by a stored file as downloads are checked.
 */
const doc = (file_name: string, created_at: string, files: string[] = []): NewRow<DocumentRow> => ({
  file_name,
  category_id: 1,
  exhibition_id: null,
  files: files.map((name) => ({ file_name: name, original_name: `${name}.pdf`, mime: null, size: 10 })),
  created_by: 1,
  created_at,
});
const names = (rows: DocumentRow[]) => rows.map((d) => d.file_name);

describe.each(STORES)('repos.documents on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
    await addParents(s);
  });
  afterAll(() => s?.close());
  const repo = () => s.repos.documents;
  const insert = (row: NewRow<DocumentRow>) => s.transaction((tx) => repo().insert(tx, row));

  test('documents read back exactly; an update merges, files and all', async () => {
    const row = await insert(doc('Price list', '2026-03-01T09:00:00.000Z', ['f1', 'f2']));
    expect(row).toStrictEqual({ id: row.id, ...doc('Price list', '2026-03-01T09:00:00.000Z', ['f1', 'f2']) });
    expect(await repo().get(row.id)).toStrictEqual(row);
    expect(await repo().get(999)).toBeUndefined();
    const at = '2026-03-02T09:00:00.000Z';
    const updated = await s.transaction((tx) =>
      repo().update(tx, row.id, {
        file_name: 'Price list 2026',
        category_id: null,
        exhibition_id: 1,
        files: [row.files[1]],
        updated_at: at,
      }),
    );
    expect(updated).toStrictEqual({
      ...row,
      file_name: 'Price list 2026',
      category_id: null,
      exhibition_id: 1,
      files: [row.files[1]],
      updated_at: at,
    });
    expect(await repo().get(row.id)).toStrictEqual(updated);
    await expect(s.transaction((tx) => repo().update(tx, 999, { file_name: 'x' }))).rejects.toThrow(
      /does not exist/,
    );
  });

  test('withFile: the documents holding a stored file, committed ones', async () => {
    const [held] = await repo().withFile('f2');
    expect(held.file_name).toBe('Price list 2026');
    expect(await repo().withFile('f1')).toEqual([]);
    expect(await repo().withFile('f')).toEqual([]);
    await s.transaction(async (tx) => {
      await repo().insert(tx, doc('Draft', '2026-03-02T10:00:00.000Z', ['f3']));
      expect(await outside(() => repo().withFile('f3'))).toEqual([]);
    });
    expect(names(await repo().withFile('f3'))).toEqual(['Draft']);
  });

  test('searchNewestFirst: newest first (ties by id), names containing the term in any case', async () => {
    await insert(doc('Brochure', '2026-03-03T09:00:00.000Z'));
    await insert(doc('Annual REPORT', '2026-03-02T10:00:00.000Z'));
    await insert(doc('50% off_list', '2026-03-01T08:00:00.000Z'));
    expect(names(await repo().searchNewestFirst(''))).toEqual([
      'Brochure',
      'Annual REPORT',
      'Draft',
      'Price list 2026',
      '50% off_list',
    ]);
    expect(names(await repo().searchNewestFirst('  rEpOr '))).toEqual(['Annual REPORT']);
    expect(names(await repo().searchNewestFirst('list'))).toEqual(['Price list 2026', '50% off_list']);
    expect(names(await repo().searchNewestFirst('%'))).toEqual(['50% off_list']);
    expect(names(await repo().searchNewestFirst('_'))).toEqual(['50% off_list']);
    expect(await repo().searchNewestFirst('o%f')).toEqual([]);
    expect(await repo().searchNewestFirst('\\')).toEqual([]);
    expect(await repo().searchNewestFirst('zzz')).toEqual([]);
    // The search palette's few: the newest `limit` matches and how many there are.
    const few = await repo().searchNames('li', 1);
    expect([names(few.found), few.total]).toEqual([['Price list 2026'], 2]);
    expect(await repo().searchNames('o%f', 5)).toEqual({ found: [], total: 0 });
  });

  test('remove commits or rolls back with its transaction; ids are never given again', async () => {
    const row = await insert(doc('Temporary', '2026-03-04T09:00:00.000Z', ['f9']));
    let rolledBack = 0;
    await expect(
      s.transaction(async (tx) => {
        expect(await repo().remove(tx, row.id)).toBe(true);
        rolledBack = (await repo().insert(tx, doc('Never', '2026-03-04T09:00:00.000Z'))).id;
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await repo().get(row.id)).toStrictEqual(row);
    expect(await s.transaction((tx) => repo().remove(tx, row.id))).toBe(true);
    expect(await s.transaction((tx) => repo().remove(tx, row.id))).toBe(false);
    expect(await repo().withFile('f9')).toEqual([]);
    const next = await insert(doc('Next', '2026-03-04T09:00:00.000Z'));
    expect(next.id).toBeGreaterThan(rolledBack);
    expect(rolledBack).toBeGreaterThan(row.id);
  });
});
