import { type Insertable, type Kysely, sql } from 'kysely';
import type { Paging } from '../../../http/paging';
import type { RoleRow } from '../../../stored/accounts';
import type { NewRow, Row, RowPatch } from '../../row';
import type { Page, TableRepository, UniqueInsert } from '../../table-repository';
import type { Tx } from '../../tx';
import { addStoredRow, type TableRows } from '../load/to-rows';
import type { Database } from '../schema';
import { PostgresTableRepository } from '../table-repository';
import { postgresTx, readerOf } from '../transaction';
import { isStoredId } from '../ids';

/**
 * `repos.roles` and `repos.table('roles')` on PostgreSQL. A role's own columns go through the
 * table repository; its `permission_ids` are role_permissions rows in their order, written as the
 * loader writes them (load/to-rows.ts) and read back for all the roles of one answer in one query
 * over the primary key (role_id, position).
 */
export class PostgresRoleRepository implements TableRepository<RoleRow> {
  readonly collection = 'roles';
  private readonly roles: PostgresTableRepository<Row>;

  constructor(private readonly db: Kysely<Database>) {
    this.roles = new PostgresTableRepository<Row>(db, 'roles');
  }

  /**
   * One statement, its permission list gathered in it: every signed-in request reads its role
   * (server/auth/authenticate.ts), and the two reads were two round trips each time.
   */
  async get(id: number | null | undefined, via?: Tx): Promise<RoleRow | undefined> {
    if (!isStoredId(id)) return undefined;
    const row = await readerOf(this.db, via)
      .selectFrom('roles')
      .selectAll()
      .select(
        sql<
          string[]
        >`ARRAY(SELECT permission_id FROM role_permissions p WHERE p.role_id = roles.id ORDER BY p.position)`.as(
          'held',
        ),
      )
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return undefined;
    const { held, ...own } = row;
    return { ...this.roles.docs([own])[0], permission_ids: held.map(Number) } as RoleRow;
  }

  async getMany(ids: readonly unknown[], via?: Tx): Promise<Map<number, RoleRow>> {
    const rows = await this.withPermissions([...(await this.roles.getMany(ids, via)).values()], via);
    return new Map(rows.map((role) => [role.id, role]));
  }

  async list(via?: Tx): Promise<RoleRow[]> {
    return this.withPermissions(await this.roles.list(via), via);
  }

  async withField(field: string, value: unknown): Promise<RoleRow[]> {
    return this.withPermissions(await this.roles.withField(field, value));
  }

  async search(field: string, search: string): Promise<RoleRow[]> {
    return this.withPermissions(await this.roles.search(field, search));
  }

  async page(field: string, search: string, paging: Paging): Promise<Page<RoleRow>> {
    const page = await this.roles.page(field, search, paging);
    return { ...page, data: await this.withPermissions(page.data) };
  }

  async withSameText(field: string, text: string, via?: Tx): Promise<RoleRow[]> {
    return this.withPermissions(await this.roles.withSameText(field, text, via), via);
  }

  async insert(tx: Tx, doc: NewRow<RoleRow>): Promise<RoleRow> {
    const { permission_ids, ...own } = doc;
    const role = await this.roles.insert(tx, own);
    await this.writePermissions(tx, role.id, permission_ids);
    return { ...role, permission_ids } as RoleRow;
  }

  async insertUnique(
    tx: Tx,
    doc: NewRow<RoleRow>,
    unique: readonly string[],
  ): Promise<UniqueInsert<RoleRow>> {
    const { permission_ids, ...own } = doc;
    const made = await this.roles.insertUnique(tx, own, unique);
    if ('taken' in made)
      return { taken: made.taken, holder: (await this.withPermissions([made.holder], tx))[0] };
    await this.writePermissions(tx, made.row.id, permission_ids);
    return { row: { ...made.row, permission_ids } as RoleRow };
  }

  /** `{...role, ...patch}`; a patch with `permission_ids` replaces the whole list. */
  async update(tx: Tx, id: number, patch: RowPatch<RoleRow>): Promise<RoleRow> {
    const { permission_ids, ...own } = patch;
    const role = await this.roles.update(tx, id, own);
    if (permission_ids !== undefined) {
      await postgresTx(tx).writes().deleteFrom('role_permissions').where('role_id', '=', id).execute();
      await this.writePermissions(tx, id, permission_ids);
    }
    return (await this.withPermissions([role], tx))[0];
  }

  /** Deletes the role and its permission list (ON DELETE CASCADE). */
  remove(tx: Tx, id: number): Promise<boolean> {
    return this.roles.remove(tx, id);
  }

  private async writePermissions(tx: Tx, roleId: number, permissionIds: readonly number[]): Promise<void> {
    const out: TableRows = new Map();
    addStoredRow(out, 'roles', { id: roleId, permission_ids: permissionIds });
    const rows = (out.get('role_permissions') ?? []) as Insertable<Database['role_permissions']>[];
    if (rows.length) await postgresTx(tx).writes().insertInto('role_permissions').values(rows).execute();
  }

  /** The roles with their permission lists, in one query for all of them. */
  private async withPermissions(roles: readonly Row[], via?: Tx): Promise<RoleRow[]> {
    if (!roles.length) return [];
    const held = await readerOf(this.db, via)
      .selectFrom('role_permissions')
      .select(['role_id', 'permission_id'])
      .where(
        'role_id',
        'in',
        roles.map((r) => r.id),
      )
      .orderBy('role_id')
      .orderBy('position')
      .execute();
    const byRole = new Map<number, number[]>();
    for (const { role_id, permission_id } of held) {
      const list = byRole.get(role_id) ?? [];
      list.push(permission_id);
      byRole.set(role_id, list);
    }
    return roles.map((role) => ({ ...role, permission_ids: byRole.get(role.id) ?? [] }) as RoleRow);
  }
}
