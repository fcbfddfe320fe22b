import type { Row } from '../../../../server/db/row';
import type { TableRepository } from '../../../../server/db/table-repository';
import type { Tx } from '../../../../server/db/tx';
import { MASTER_BY_COLLECTION } from '../../../../server/master/descriptors';
import { readInput } from '../../../../server/master/read-input';
import { usageMessage } from '../../../../server/master/usage';
import { STORES, type StoreUnderTest } from './stores';
import { outside } from './outside';

/**
 * The contract of `repos.table(name)` (server/db/table-repository.ts): the same cases against
 * the embedded store and the PostgreSQL one, each on an empty database of its own. Rows are
 * written as the master routes write them (server/master/generic-routes.ts) and must read back
 * exactly, field for field.
 */
const AT = '2026-03-01T09:30:00.000Z';
const stamped = { created_at: AT, updated_at: AT };

describe.each(STORES)('repos.table on the %s store', (_name, open) => {
  let s: StoreUnderTest;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(() => s?.close());

  // Written as the master routes write: plain rows checked by read-input.ts, not by a static type.
  const units = () => s.table('units') as unknown as TableRepository<Row>;
  const insertUnit = (name: string) => s.transaction((tx) => units().insert(tx, { name, ...stamped }));

  test('rows read back exactly as written, nulls, dates, numbers and nested lists included', async () => {
    const written = await s.transaction(async (tx) => ({
      profession: await s
        .table('professions')
        .insert(tx, { name: 'Engineer', description: null, ...stamped }),
      stage: await s
        .table('lead-stages')
        .insert(tx, { lead_stage: 'Won', color: '#00aa00', order: 3, ...stamped }),
      campaign: await s.table('campaigns').insert(tx, {
        name: 'Spring',
        start_date: '2026-03-01',
        end_date: '2026-03-31',
        description: 'Fair',
        created_at: AT,
      }),
      company: await s.table('companies').insert(tx, {
        name: 'Acme',
        addresses: [{ phone: '1', country: 'BD', state: 'Dhaka', city: 'Dhaka', area: 'Gulshan' }],
        ...stamped,
      }),
      unit: await units().insert(tx, { name: 'Kg', ...stamped }),
    }));
    const rice = {
      name: 'Rice',
      unit_id: written.unit.id,
      category_id: null,
      price: 12.5,
      description: null,
      ...stamped,
    };
    const product = await s.transaction((tx) => s.table('products').insert(tx, rice));
    expect(written.profession).toStrictEqual({ id: 1, name: 'Engineer', description: null, ...stamped });
    expect(written.stage).toStrictEqual({ id: 1, lead_stage: 'Won', color: '#00aa00', order: 3, ...stamped });
    expect(written.campaign).toStrictEqual({
      id: 1,
      name: 'Spring',
      start_date: '2026-03-01',
      end_date: '2026-03-31',
      description: 'Fair',
      created_at: AT,
    });
    expect(await s.table('companies').get(written.company.id)).toStrictEqual(written.company);
    expect(written.company.addresses).toEqual([
      { phone: '1', country: 'BD', state: 'Dhaka', city: 'Dhaka', area: 'Gulshan' },
    ]);
    expect(await s.table('products').get(product.id)).toStrictEqual({ id: product.id, ...rice });
    expect(await s.table('professions').get(1)).toStrictEqual(written.profession);
  });

  test('get, getMany and list: by id, ignoring what is not an id or not there', async () => {
    const [a, b, c] = [await insertUnit('Box'), await insertUnit('Crate'), await insertUnit('Bag')];
    expect(await units().get(b.id)).toStrictEqual(b);
    expect(await units().get(999)).toBeUndefined();
    expect(await units().get(null)).toBeUndefined();
    expect(await units().get(1.5)).toBeUndefined();
    // Integers past 2^53 are no ids (a request may send 1e308): none found, no failed query.
    expect(await units().get(1e308)).toBeUndefined();
    expect((await units().getMany([2 ** 60, a.id])).size).toBe(1);
    const many = await units().getMany([c.id, 'x', null, a.id, 999, c.id]);
    expect([...many.keys()].sort()).toEqual([a.id, c.id]);
    expect(many.get(c.id)).toStrictEqual(c);
    expect((await units().getMany([])).size).toBe(0);
    const listed = await units().list();
    expect(listed.map((u) => u.id)).toEqual([...listed.map((u) => u.id)].sort((x, y) => x - y));
    expect(listed).toEqual(expect.arrayContaining([a, b, c]));
  });

  test('withField, search and page', async () => {
    const country = await s.transaction((tx) =>
      s.table('countries').insert(tx, { name: 'Nepal', ...stamped }),
    );
    const other = await s.transaction((tx) =>
      s.table('countries').insert(tx, { name: 'Bhutan', ...stamped }),
    );
    const divisions = await s.transaction(async (tx) => [
      await s.table('divisions').insert(tx, { name: 'Bagmati', country_id: country.id, ...stamped }),
      await s.table('divisions').insert(tx, { name: 'Gandaki', country_id: country.id, ...stamped }),
      await s.table('divisions').insert(tx, { name: 'Thimphu', country_id: other.id, ...stamped }),
    ]);
    expect(await s.table('divisions').withField('country_id', country.id)).toStrictEqual(
      divisions.slice(0, 2),
    );
    expect(await s.table('divisions').withField('country_id', 999)).toEqual([]);
    expect(await s.table('divisions').withField('country_id', 1e308)).toEqual([]);

    expect((await s.table('divisions').search('name', 'GAN')).map((d) => d.name)).toEqual(['Gandaki']);
    expect((await s.table('divisions').search('name', 'a')).map((d) => d.name)).toEqual([
      'Bagmati',
      'Gandaki',
    ]);
    expect(await s.table('divisions').search('name', '')).toStrictEqual(divisions);
    expect(await s.table('divisions').search('name', '%')).toEqual([]);

    const page = await s.table('divisions').page('name', 'a', { page: 2, perPage: 1 });
    expect(page).toStrictEqual({ data: [divisions[1]], total: 2, current_page: 2, per_page: 1 });
    expect(await s.table('divisions').page('name', '', { page: 5, perPage: 2 })).toStrictEqual({
      data: [],
      total: 3,
      current_page: 5,
      per_page: 2,
    });
  });

  test('withSameText ignores case and outer spaces, and sees the transaction’s own rows', async () => {
    const piece = await insertUnit('Piece');
    expect(await units().withSameText('name', '  PIECE ')).toStrictEqual([piece]);
    expect(await units().withSameText('name', 'Pie')).toEqual([]);
    await s.transaction(async (tx) => {
      const dozen = await units().insert(tx, { name: 'Dozen', ...stamped });
      expect(await units().withSameText('name', 'dozen', tx)).toStrictEqual([dozen]);
      expect(await units().get(dozen.id, tx)).toStrictEqual(dozen);
      expect((await units().getMany([dozen.id], tx)).get(dozen.id)).toStrictEqual(dozen);
      expect((await units().list(tx)).at(-1)).toStrictEqual(dozen);
      // Outside the transaction nothing is there before it commits.
      expect(await outside(() => units().get(dozen.id))).toBeUndefined();
      expect(await outside(() => units().withSameText('name', 'dozen'))).toEqual([]);
    });
    expect(await units().withSameText('name', 'DOZEN')).toHaveLength(1);
  });

  test('update merges a patch; a missing row is an error', async () => {
    const row = await s.transaction((tx) =>
      s
        .table('departments')
        .insert(tx, { name: 'Sales', code: 'S', short_name: null, description: 'x', ...stamped }),
    );
    const later = '2026-03-02T10:00:00.000Z';
    const updated = await s.transaction((tx) =>
      s.table('departments').update(tx, row.id, { code: null, short_name: 'Sal', updated_at: later }),
    );
    expect(updated).toStrictEqual({ ...row, code: null, short_name: 'Sal', updated_at: later });
    expect(await s.table('departments').get(row.id)).toStrictEqual(updated);
    await expect(
      s.transaction((tx) => s.table('departments').update(tx, 999, { name: 'x' })),
    ).rejects.toThrow(/does not exist/);
  });

  test('a transaction commits all its writes, or none when it throws', async () => {
    const keep = await insertUnit('Litre');
    const gone = await insertUnit('Metre');
    const failure = new Error('validation failed');
    let inserted = 0;
    await expect(
      s.transaction(async (tx) => {
        inserted = (await units().insert(tx, { name: 'Gram', ...stamped })).id;
        await units().update(tx, keep.id, { name: 'Litre (l)' });
        expect(await units().remove(tx, gone.id)).toBe(true);
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await units().get(inserted)).toBeUndefined();
    expect(await units().get(keep.id)).toStrictEqual(keep);
    expect(await units().get(gone.id)).toStrictEqual(gone);

    const result = await s.transaction(async (tx) => {
      await units().update(tx, keep.id, { name: 'Litre (l)' });
      return units().remove(tx, gone.id);
    });
    expect(result).toBe(true);
    expect((await units().get(keep.id))?.name).toBe('Litre (l)');
    expect(await units().get(gone.id)).toBeUndefined();
    expect(await s.transaction((tx) => units().remove(tx, gone.id))).toBe(false);
  });

  test('ids are never given again after a delete or a rollback', async () => {
    const first = await insertUnit('Ream');
    await s.transaction((tx) => units().remove(tx, first.id));
    await expect(
      s.transaction(async (tx) => {
        await units().insert(tx, { name: 'Roll', ...stamped });
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    const next = await insertUnit('Ream');
    expect(next.id).toBeGreaterThan(first.id);
    expect(await units().get(first.id)).toBeUndefined();
  });

  test('unique names: the master form check refuses a name taken in another case', async () => {
    const desc = MASTER_BY_COLLECTION.get('units')!;
    await s.transaction(async (tx) =>
      units().insert(tx, {
        ...(await readInput(desc, { name: 'Pallet' }, s.repos, undefined, tx)),
        ...stamped,
      }),
    );
    await expect(
      s.transaction(async (tx) => readInput(desc, { name: ' PALLET ' }, s.repos, undefined, tx)),
    ).rejects.toMatchObject({ status: 422, errors: { name: ['The name has already been taken.'] } });
  });

  test('concurrent creates of one name in different cases: exactly one is stored', async () => {
    const desc = MASTER_BY_COLLECTION.get('units')!;
    const names = ['Carton', 'CARTON', 'carton', 'CarTon', 'cARTON'];
    const outcomes = await Promise.allSettled(
      names.map((name) =>
        s.transaction(async (tx) =>
          units().insert(tx, { ...(await readInput(desc, { name }, s.repos, undefined, tx)), ...stamped }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    for (const o of outcomes) if (o.status === 'rejected') expect(o.reason).toMatchObject({ status: 422 });
    expect(await units().withSameText('name', 'carton')).toHaveLength(1);
  });

  test('insertUnique stores a free name and answers a taken one (any case, outer spaces) with its holder', async () => {
    const made = await s.transaction((tx) =>
      units().insertUnique(tx, { name: 'Hamper', ...stamped }, ['name']),
    );
    expect(made).toStrictEqual({ row: { id: expect.any(Number), name: 'Hamper', ...stamped } });
    const hamper = (made as { row: Row }).row;
    expect(await units().get(hamper.id)).toStrictEqual(hamper);
    for (const isolation of ['serializable', 'read committed'] as const)
      expect(
        await s.transaction((tx) => units().insertUnique(tx, { name: ' hAMPER\t', ...stamped }, ['name']), {
          isolation,
        }),
      ).toStrictEqual({ taken: 'name', holder: hamper });
    expect(await units().withSameText('name', 'hamper')).toStrictEqual([hamper]);
    // A role's permission list goes with it (its own repository on PostgreSQL).
    const roles = s.table('roles');
    const role = await s.transaction((tx) =>
      roles.insertUnique(tx, { name: 'Auditor', permission_ids: [], ...stamped }, ['name']),
    );
    expect(role).toStrictEqual({
      row: { id: expect.any(Number), name: 'Auditor', permission_ids: [], ...stamped },
    });
    expect(
      await s.transaction((tx) =>
        roles.insertUnique(tx, { name: 'AUDITOR', permission_ids: [], ...stamped }, ['name']),
      ),
    ).toStrictEqual({ taken: 'name', holder: (role as { row: Row }).row });
  });

  test.each(['read committed', 'serializable'] as const)(
    'concurrent insertUnique of one name (%s): one row stored, every other create answered taken',
    async (isolation) => {
      const bale = `Bale ${isolation}`;
      const names = [
        bale,
        bale.toUpperCase(),
        ` ${bale.toLowerCase()}`,
        `${bale} `,
        bale,
        bale.toLowerCase(),
      ];
      const outcomes = await Promise.all(
        names.map((name) =>
          s.transaction((tx) => units().insertUnique(tx, { name, ...stamped }, ['name']), { isolation }),
        ),
      );
      const stored = outcomes.flatMap((o) => ('row' in o ? [o.row] : []));
      expect(stored).toHaveLength(1);
      for (const o of outcomes)
        if ('taken' in o) expect(o).toStrictEqual({ taken: 'name', holder: stored[0] });
      expect(await units().withSameText('name', bale)).toStrictEqual(stored);
    },
  );

  test('concurrent insertUnique of different names: every one is stored', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `Pack ${i}`);
    const outcomes = await Promise.all(
      names.map((name) =>
        s.transaction((tx) => units().insertUnique(tx, { name, ...stamped }, ['name']), {
          isolation: 'read committed',
        }),
      ),
    );
    expect(outcomes.every((o) => 'row' in o)).toBe(true);
    expect(new Set(outcomes.map((o) => ('row' in o ? o.row.id : 0))).size).toBe(names.length);
  });

  test('a delete is refused while something points at the row, and allowed after', async () => {
    const unit = await insertUnit('Tonne');
    const parent = await s.transaction((tx) =>
      s.table('categories').insert(tx, { name: 'Food', parent_category: null, ...stamped }),
    );
    const [child, product] = await s.transaction(async (tx) => [
      await s.table('categories').insert(tx, { name: 'Grain', parent_category: parent.id, ...stamped }),
      await s.table('products').insert(tx, {
        name: 'Wheat',
        unit_id: unit.id,
        category_id: parent.id,
        price: 3,
        description: null,
        ...stamped,
      }),
    ]);
    // What the master delete route does (server/master/generic-routes.ts).
    const remove = (collection: 'units' | 'categories', id: number) =>
      s.transaction(async (tx) => {
        const row = (await s.table(collection).get(id, tx))!;
        const blocked = await usageMessage(s.repos, row, MASTER_BY_COLLECTION.get(collection)!.usedBy, tx);
        if (blocked) throw new Error(blocked);
        return s.table(collection).remove(tx, id);
      });
    await expect(remove('units', unit.id)).rejects.toThrow('Cannot delete: it is used by 1 product.');
    await expect(remove('categories', parent.id)).rejects.toThrow(
      'Cannot delete: it is used by 1 subcategory and 1 product.',
    );
    expect(
      await s.repos.references.count({ collection: 'categories', name: 'parent_category' }, parent.id),
    ).toBe(1);
    await s.transaction(async (tx) => {
      await s.table('products').remove(tx, product.id);
      await s.table('categories').remove(tx, child.id);
    });
    expect(await remove('units', unit.id)).toBe(true);
    expect(await remove('categories', parent.id)).toBe(true);
  });

  test('a transaction is refused once it has ended, and by the other store', async () => {
    let leaked: Tx | undefined;
    await s.transaction((tx) => {
      leaked = tx;
    });
    await expect(units().insert(leaked!, { name: 'Late', ...stamped })).rejects.toThrow(/has ended/);
    const foreign: Tx = { store: leaked!.store === 'embedded' ? 'postgres' : 'embedded', written: false };
    await expect(units().get(1, foreign)).rejects.toThrow(/transaction was passed to the/);
    expect(await units().withSameText('name', 'late')).toEqual([]);
  });
});
