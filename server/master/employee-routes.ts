import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row, Store } from '../db/store';
import { hashPassword } from '../lib/password';
import { requirePermission } from '../auth/authenticate';
import { revokeUserSessions } from '../auth/sessions';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict } from '../http/errors';
import { readEmployeeInput } from './employee-input';
import { ID, recordOf } from './generic-routes';
import { usageMessage, usedByField, usedWhere } from './usage';

const ref = (store: Store, collection: string, id: unknown) => {
  const r = typeof id === 'number' ? store.find(collection, id) : undefined;
  return r ? { id: r.id, name: r.name } : null;
};

/** The list/one shape of docs/data-model.md: never the user's password hash. */
export function employeeView(store: Store, e: Row): Row {
  const user = store.find('users', e.user_id);
  return {
    id: e.id,
    user_id: e.user_id,
    user: user ? { id: user.id, name: user.name, email: user.email } : null,
    phone: e.phone ?? null,
    address: e.address ?? null,
    profile_picture: e.profile_picture ?? null,
    parent_id: e.parent_id ?? null,
    department_id: e.department_id ?? null,
    designation_id: e.designation_id ?? null,
    role_id: e.role_id ?? null,
    role: ref(store, 'roles', e.role_id),
    department: ref(store, 'departments', e.department_id),
    designation: ref(store, 'designations', e.designation_id),
    created_at: e.created_at ?? null,
  };
}

const assigned = (e: Row, id: number) => e?.employee_id === id || e?.additionalEmployeeID === id;
const EMPLOYEE_USAGE = [
  usedByField('subordinates', 'employees', 'parent_id'),
  usedByField('leads', 'leads', 'created_by'),
  usedWhere('lead assignments', 'leads', (l, row) =>
    (l.initial_info?.exhibitions ?? []).some((e: Row) => assigned(e, row.id)),
  ),
  usedWhere(
    'lead activities',
    'lead-activities',
    (a, row) => a.created_by === row.id || (Array.isArray(a.assign_to) && a.assign_to.includes(row.id)),
  ),
  usedByField('prospects', 'prospects', 'created_by'),
  usedByField('stackholders', 'stackholders', 'created_by'),
  usedByField('documents', 'documents', 'created_by'),
  usedByField('access requests', 'lead-permissions', 'employee_id'),
];

/**
 * Employees are master data whose name/email/password live on the linked `users` record:
 * create and update keep both in step; delete removes both (and the user's sessions) only when
 * nothing refers to the employee any more.
 */
export function employeeRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const can = requirePermission('employees');
  const { store } = ctx;

  router.get('/employees', auth, (_req, res) =>
    ok(
      res,
      [...store.list('employees')].sort((a, b) => a.id - b.id).map((e) => employeeView(store, e)),
    ),
  );
  router.get(`/employees/${ID}`, auth, (req, res) =>
    ok(res, employeeView(store, recordOf(ctx, 'employees', req.params.id))),
  );

  router.post(
    '/employees',
    auth,
    can,
    asyncHandler(async (req, res) => {
      const input = readEmployeeInput(bodyOf(req), store);
      const now = ctx.now().toISOString();
      const user = store.insert('users', {
        name: input.name,
        email: input.email,
        password_hash: hashPassword(input.password!),
        created_at: now,
        updated_at: now,
      });
      const employee = store.insert('employees', {
        user_id: user.id,
        phone: input.phone,
        address: input.address,
        parent_id: input.parent_id,
        department_id: input.department_id,
        designation_id: input.designation_id,
        role_id: input.role_id,
        profile_picture: null,
        created_at: now,
        updated_at: now,
      });
      await store.flush();
      created(res, employeeView(store, employee), 'Employee created successfully.');
    }),
  );

  const update = asyncHandler(async (req, res) => {
    const employee = recordOf(ctx, 'employees', req.params.id);
    // A seeded employee without a user record gets one once the input is valid.
    const found = store.find('users', employee.user_id);
    const input = readEmployeeInput(bodyOf(req), store, { employee, user: found ?? { id: -1 } });
    const now = ctx.now().toISOString();
    const user =
      found ??
      store.insert('users', { name: input.name, email: input.email, password_hash: null, created_at: now });
    employee.user_id = user.id;
    Object.assign(user, { name: input.name, email: input.email, updated_at: now });
    if (input.password) {
      user.password_hash = hashPassword(input.password);
      revokeUserSessions(ctx, user.id, req.auth!.sessionId);
    }
    const { phone, address, parent_id, department_id, designation_id, role_id } = input;
    Object.assign(employee, {
      phone,
      address,
      parent_id,
      department_id,
      designation_id,
      role_id,
      updated_at: now,
    });
    await store.flush();
    ok(res, employeeView(store, employee), 'Employee updated successfully.');
  });
  router.put(`/employees/${ID}`, auth, can, update);
  router.patch(`/employees/${ID}`, auth, can, update);

  router.delete(
    `/employees/${ID}`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      const employee = recordOf(ctx, 'employees', req.params.id);
      if (employee.user_id === req.auth!.user.id)
        throw conflict('Cannot delete: you cannot delete your own account.');
      const blocked = usageMessage(store, employee, EMPLOYEE_USAGE);
      if (blocked) throw conflict(blocked);
      store.remove('employees', employee.id);
      store.remove('users', employee.user_id);
      store.data.sessions = store.list('sessions').filter((s) => s.user_id !== employee.user_id);
      await store.flush();
      ok(res, undefined, 'Employee deleted successfully.');
    }),
  );

  return router;
}
