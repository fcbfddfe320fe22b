import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import { concernPersonRoutes } from './concern-person-routes';
import { duplicateRoutes } from './duplicates';
import { initialInfoRoutes } from './initial-info-routes';
import { wizardLookupRoutes } from './lookup-routes';

/** Every call of the lead create/edit wizard, mounted once in server/app.ts. */
export function leadWizardRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.use(wizardLookupRoutes(ctx, auth));
  router.use(duplicateRoutes(ctx, auth));
  router.use(initialInfoRoutes(ctx, auth));
  router.use(concernPersonRoutes(ctx, auth));
  return router;
}
