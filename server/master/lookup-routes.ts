import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { readPaging } from '../http/paging';
import { ErrorBag, label } from '../validation/errors';
import { isBlank, toInt } from '../validation/values';
import { MASTER_BY_COLLECTION } from './descriptors';
import type { TableCollection } from '../stored/collections';
import type { CategoryNode, EmployeeNode } from '../../contract/master-data';

const byId = (a: Row, b: Row) => a.id - b.id;

const searchOf = (v: unknown): string => (typeof v === 'string' ? v.trim().slice(0, 100) : '');

/** Nested trees, guarding against loops in stored data. */
function buildTree<R extends Row, N>(
  rows: readonly R[],
  parentOf: (r: R) => number | null,
  node: (r: R, kids: N[]) => N,
): N[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<number | null, R[]>();
  for (const r of [...rows].sort(byId)) {
    const p = parentOf(r);
    const key = p != null && ids.has(p) && p !== r.id ? p : null;
    children.set(key, [...(children.get(key) ?? []), r]);
  }
  const seen = new Set<number>();
  const walk = (parent: number | null): N[] =>
    (children.get(parent) ?? [])
      .filter((r) => !seen.has(r.id) && seen.add(r.id))
      .map((r) => node(r, walk(r.id)));
  return walk(null);
}

/** The cascading selects and trees the forms use. Signed-in users only. */
export function lookupRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;

  router.get(
    '/country-list',
    auth,
    asyncHandler(async (req, res) => {
      const paging = readPaging(req.query);
      const search = searchOf(req.query.search);
      ok(res, await repos.table('countries').page('name', search, paging));
    }),
  );

  const childrenOf = (path: string, collection: TableCollection, key: string) =>
    router.post(
      path,
      auth,
      asyncHandler(async (req, res) => {
        const raw = bodyOf(req)[key];
        const bag = new ErrorBag();
        const id = toInt(raw);
        if (isBlank(raw)) bag.add(key, `The ${label(key)} field is required.`);
        else if (Number.isNaN(id)) bag.add(key, `The selected ${label(key)} is invalid.`);
        bag.throwIfAny();
        const desc = MASTER_BY_COLLECTION.get(collection)!;
        const rows = await repos.table(collection).withField(key, id);
        ok(res, desc.expand ? await desc.expand(rows, repos) : rows);
      }),
    );
  childrenOf('/divisions-by-country', 'divisions', 'country_id');
  childrenOf('/districts-by-division', 'districts', 'division_id');
  childrenOf('/zones-by-district', 'zones', 'district_id');
  childrenOf('/thanas-by-district', 'thanas', 'district_id');

  router.post(
    '/get-information-sources',
    auth,
    asyncHandler(async (req, res) => {
      const search = searchOf(bodyOf(req).search ?? req.query.search);
      ok(res, await repos.table('information-sources').search('name', search));
    }),
  );

  router.get(
    '/categories/tree',
    auth,
    asyncHandler(async (_req, res) => {
      ok(
        res,
        buildTree(
          await repos.table('categories').list(),
          (c) => c.parent_category ?? null,
          (c, children): CategoryNode => ({ id: c.id, name: c.name, children }),
        ),
      );
    }),
  );

  router.get(
    '/get-employee-tree-view',
    auth,
    asyncHandler(async (_req, res) => {
      const employees = await repos.employees.list();
      const users = await repos.users.getMany(employees.map((e) => e.user_id));
      ok(
        res,
        buildTree(
          employees,
          (e) => e.parent_id ?? null,
          (e, children_recursive): EmployeeNode => ({
            id: e.id,
            parent_id: e.parent_id ?? null,
            user: { name: users.get(e.user_id)?.name ?? '' },
            children_recursive,
          }),
        ),
      );
    }),
  );

  return router;
}
