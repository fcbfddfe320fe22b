import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError, notFound } from '../http/errors';
import { employeeIdOf } from '../policy';
import { authOf, byNewest, idField } from '../http/request';
import { presentNotifications } from './present';

/** Assigned-employee notifications of the caller. */
export function notificationRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get(
    '/assigned-employee-notifications',
    auth,
    asyncHandler(async (req, res) => {
      const own = employeeIdOf(authOf(req));
      const rows = own === null ? [] : await ctx.repos.notifications.ofEmployee(own);
      ok(res, await presentNotifications(ctx, rows.sort(byNewest)));
    }),
  );

  router.post(
    '/mark-notification-read',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const id = idField(bodyOf(req), 'id');
      const row = await ctx.transaction(async (tx) => {
        const current = await ctx.repos.notifications.get(id, tx);
        if (!current) throw notFound('Notification not found.');
        if (current.employee_id !== employeeIdOf(me))
          throw new HttpError(403, 'This notification is not yours.');
        return ctx.repos.notifications.update(tx, id, { is_read: 1 });
      });
      ok(res, (await presentNotifications(ctx, [row]))[0], 'Notification marked as read.');
    }),
  );

  return router;
}
