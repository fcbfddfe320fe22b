import express, { type Request, type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { revokeUserSessions } from '../auth/sessions';
import { asyncHandler, bodyOf, created, ok } from '../http/envelope';
import { conflict } from '../http/errors';
import { readEmployeeInput } from './employee-input';
import { employeeViews } from './employee-view';
import { authOf, ID } from '../http/request';
import { recordOf } from './generic-routes';
import { usageMessage, usedBy } from './usage';
import { P } from '../../contract/permissions';
import { assertSomeoneManagesRoles, assertWithinCaller } from '../policy/account-policy';
import type { EmployeeRow } from '../stored/accounts';

export const EMPLOYEE_USAGE = [
  usedBy('subordinates', { collection: 'employees', name: 'parent_id' }),
  usedBy('leads', { collection: 'leads', name: 'created_by' }),
  usedBy('lead assignments', { collection: 'leads', name: 'assigned' }),
  usedBy('lead activities', { collection: 'lead-activities', name: 'actors' }),
  usedBy('prospects', { collection: 'prospects', name: 'created_by' }),
  usedBy('stackholders', { collection: 'stackholders', name: 'created_by' }),
  usedBy('documents', { collection: 'documents', name: 'created_by' }),
  usedBy('access requests', { collection: 'lead-permissions', name: 'employee_id' }),
];

/**
 * Employees are master data whose name/email/password live on the linked `users` record:
 * create and update keep both in step; delete removes both (and the user's sessions) only when
 * nothing refers to the employee any more.
 */
export function employeeRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const can = requirePermission(P.employees);
  const { repos } = ctx;

  // Phones and home addresses only to holders of the employees permission and to the employee;
  // everyone else gets what the pickers need (id, name, work email).
  const viewsFor = (req: Request, rows: EmployeeRow[]) => {
    const me = authOf(req);
    const full = me.permissionNames.has(P.employees);
    return employeeViews(repos, rows, (e) => full || e.id === me.employee?.id);
  };
  const shown = async (e: EmployeeRow) => (await employeeViews(repos, [e], () => true))[0];
  router.get(
    '/employees',
    auth,
    asyncHandler(async (req, res) => ok(res, await viewsFor(req, await repos.employees.list()))),
  );
  router.get(
    `/employees/${ID}`,
    auth,
    asyncHandler(async (req, res) => {
      const [view] = await viewsFor(req, [await recordOf(ctx, 'employees', req.params.id)]);
      ok(res, view);
    }),
  );

  router.post(
    '/employees',
    auth,
    can,
    asyncHandler(async (req, res) => {
      // Validate, hash (tens of milliseconds, off the main thread), then validate again inside the
      // transaction, where the uniqueness checks hold at commit time.
      const body = bodyOf(req);
      const me = authOf(req);
      const checked = await readEmployeeInput(body, repos);
      await assertWithinCaller(repos, me, [checked.role_id]);
      const passwordHash = checked.password ? await ctx.passwords.hash(checked.password) : null;
      const now = ctx.now().toISOString();
      const employee = await ctx.transaction(async (tx) => {
        const input = await readEmployeeInput(body, repos, undefined, tx);
        await assertWithinCaller(repos, me, [input.role_id], tx);
        const user = await repos.users.insert(tx, {
          name: input.name,
          email: input.email,
          password_hash: passwordHash,
          created_at: now,
          updated_at: now,
        });
        return repos.employees.insert(tx, {
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
      });
      created(res, await shown(employee), 'Employee created successfully.');
    }),
  );

  const update = asyncHandler(async (req, res) => {
    const body = bodyOf(req);
    const me = authOf(req);
    const before = await recordOf(ctx, 'employees', req.params.id);
    const checked = await readEmployeeInput(body, repos, {
      employee: before,
      user: (await repos.users.get(before.user_id)) ?? { id: -1 },
    });
    await assertWithinCaller(repos, me, [before.role_id, checked.role_id]);
    const passwordHash = checked.password ? await ctx.passwords.hash(checked.password) : null;
    const employee = await ctx.transaction(async (tx) => {
      const current = await recordOf(ctx, 'employees', req.params.id, tx);
      // A seeded employee without a user record gets one once the input is valid.
      const found = await repos.users.get(current.user_id, tx);
      const input = await readEmployeeInput(
        body,
        repos,
        { employee: current, user: found ?? { id: -1 } },
        tx,
      );
      await assertWithinCaller(repos, me, [current.role_id, input.role_id], tx);
      const now = ctx.now().toISOString();
      const user =
        found ??
        (await repos.users.insert(tx, {
          name: input.name,
          email: input.email,
          password_hash: null,
          created_at: now,
        }));
      await repos.users.update(tx, user.id, {
        name: input.name,
        email: input.email,
        updated_at: now,
        ...(input.password && passwordHash ? { password_hash: passwordHash } : {}),
      });
      if (input.password) await revokeUserSessions(ctx, tx, user.id, req.auth!.sessionId);
      const { phone, address, parent_id, department_id, designation_id, role_id } = input;
      const updated = await repos.employees.update(tx, current.id, {
        user_id: user.id,
        phone,
        address,
        parent_id,
        department_id,
        designation_id,
        role_id,
        updated_at: now,
      });
      await assertSomeoneManagesRoles(repos, tx);
      return updated;
    });
    ok(res, await shown(employee), 'Employee updated successfully.');
  });
  router.put(`/employees/${ID}`, auth, can, update);
  router.patch(`/employees/${ID}`, auth, can, update);

  router.delete(
    `/employees/${ID}`,
    auth,
    can,
    asyncHandler(async (req, res) => {
      await ctx.transaction(async (tx) => {
        const employee = await recordOf(ctx, 'employees', req.params.id, tx);
        if (employee.user_id === req.auth!.user.id)
          throw conflict('Cannot delete: you cannot delete your own account.');
        await assertWithinCaller(repos, authOf(req), [employee.role_id], tx);
        const blocked = await usageMessage(repos, employee, EMPLOYEE_USAGE, tx);
        if (blocked) throw conflict(blocked);
        await repos.employees.remove(tx, employee.id);
        await repos.users.remove(tx, employee.user_id);
        await assertSomeoneManagesRoles(repos, tx);
        const sessions = await repos.sessions.ofUser(employee.user_id, tx);
        await repos.sessions.remove(
          tx,
          sessions.map((s) => s.id),
        );
      });
      ok(res, undefined, 'Employee deleted successfully.');
    }),
  );

  return router;
}
