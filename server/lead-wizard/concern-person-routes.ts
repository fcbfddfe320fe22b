import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Row } from '../db/store';
import type { AuthContext } from '../auth/types';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { canEditLead, EDIT_FORBIDDEN } from '../leads/access';
import { HttpError } from '../http/errors';
import { readConcernPersons } from './concern-person-input';
import { authOf, leadNamed } from './lead-record';

/**
 * Step 2: POST /lead-concern-info (finishing a new lead) and PUT /lead-concern-info/{leadId}
 * (edit rules). A creator may set the persons of their own lead while it has none yet, so the
 * create wizard works without Leads Edit; anything else needs the edit rules.
 */
export function concernPersonRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  const mayComplete = (who: AuthContext, lead: Row) =>
    (lead.created_by === who.employee?.id && (lead.concern_person ?? []).length === 0) ||
    canEditLead(ctx, who, lead);

  const save = (lead: Row, body: Record<string, unknown>) => {
    lead.concern_person = readConcernPersons(
      { store: ctx.store, dataDir: ctx.dataDir, now: ctx.now() },
      body.concern_person_info,
    );
    lead.updated_at = ctx.now().toISOString();
  };

  router.post(
    '/lead-concern-info',
    auth,
    requirePermission('manage leads'),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const lead = leadNamed(ctx, body.lead_id, 'lead_id');
      if (!mayComplete(authOf(req), lead)) throw new HttpError(403, EDIT_FORBIDDEN);
      save(lead, body);
      await ctx.store.flush();
      ok(res, { id: lead.id }, 'Concern person information saved successfully.');
    }),
  );

  router.put(
    '/lead-concern-info/:targetId',
    auth,
    asyncHandler(async (req, res) => {
      const lead = leadNamed(ctx, req.params.targetId, 'targetId');
      if (!canEditLead(ctx, authOf(req), lead)) throw new HttpError(403, EDIT_FORBIDDEN);
      save(lead, bodyOf(req));
      await ctx.store.flush();
      ok(res, { id: lead.id }, 'Concern person information updated successfully.');
    }),
  );

  return router;
}
