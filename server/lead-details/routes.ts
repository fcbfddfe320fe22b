import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { activityRoutes } from './activity-routes';
import { stageLogoRoutes } from './stage-logo-routes';
import { timelineRoutes } from './timeline-routes';

/** The lead and key-account details pages: their read, stage, logo and six activity saves. */
export function leadDetailsRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.use(timelineRoutes(ctx, auth));
  router.use(stageLogoRoutes(ctx, auth));
  router.use(activityRoutes(ctx, auth));
  return router;
}
