import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { accessRequestRoutes } from './access-request-routes';
import { leadRecordRoutes } from './lead-record-routes';
import { notificationRoutes } from './notification-routes';

/**
 * The lead list, lead read/delete, edit/details access requests with supervisor approval, and
 * assigned-employee notifications (issue 3; spec part 1 §6–7, part 2 §4, §7).
 */
export function leadRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.use(leadRecordRoutes(ctx, auth));
  router.use(accessRequestRoutes(ctx, auth));
  router.use(notificationRoutes(ctx, auth));
  return router;
}
