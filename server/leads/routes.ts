import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { leadRecordRoutes } from './lead-record-routes';
import { leadBoardRoutes } from './board-routes';
import { leadWizardRoutes } from './wizard';

/** Every lead call: the list, one lead, delete, phone export and the create/edit wizard. */
export function leadRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.use(leadWizardRoutes(ctx, auth));
  router.use(leadRecordRoutes(ctx, auth));
  router.use(leadBoardRoutes(ctx, auth));
  return router;
}
