import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { employeeIdOf } from './access';
import { authOf, byNewest, idField, presentNotification } from './route-helpers';

/** Assigned-employee notifications of the caller (spec part 2 §4, §7). */
export function notificationRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get('/assigned-employee-notifications', auth, (req, res) => {
    const own = employeeIdOf(authOf(req));
    const rows = own === null ? [] : ctx.store.list('notifications').filter((n) => n.employee_id === own);
    ok(
      res,
      [...rows].sort(byNewest).map((n) => presentNotification(ctx, n)),
    );
  });

  router.post(
    '/mark-notification-read',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const id = idField(bodyOf(req), 'id');
      const row = ctx.store.find('notifications', id);
      if (!row) throw notFound('Notification not found.');
      if (row.employee_id !== employeeIdOf(me)) throw new HttpError(403, 'This notification is not yours.');
      row.is_read = 1;
      await ctx.store.flush();
      ok(res, presentNotification(ctx, row), 'Notification marked as read.');
    }),
  );

  return router;
}
