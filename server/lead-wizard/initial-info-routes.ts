import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { canEditLead, EDIT_FORBIDDEN } from '../leads/access';
import { HttpError } from '../http/errors';
import { notifyAssignedEmployees } from '../leads/notify-assignees';
import { readInitialInfo } from './initial-info-input';
import { authOf, createTypedLookups, leadNamed } from './lead-record';

/** Step 1 of the lead wizard: POST /store-leads-initial-info and POST /update-leads-initial-info. */
export function initialInfoRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/store-leads-initial-info',
    auth,
    requirePermission('manage leads'),
    asyncHandler(async (req, res) => {
      const who = authOf(req);
      const values = readInitialInfo(ctx.store, bodyOf(req));
      createTypedLookups(ctx, values);
      const now = ctx.now();
      const lead = ctx.store.insert('leads', {
        initial_info: { organization_logo: null, ...values.initial_info },
        concern_person: [],
        lead_priority: values.lead_priority,
        lead_stage: 'new',
        status: 'active',
        is_disabled: 0,
        created_by: who.employee?.id ?? null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      notifyAssignedEmployees(ctx.store, lead, now);
      await ctx.store.flush();
      // The spec answers only a message; the id lets step 2 know which lead it completes.
      res.status(201).json({
        message: 'Lead initial information saved successfully.',
        contents: { id: lead.id, initialID: lead.id },
      });
    }),
  );

  router.post(
    '/update-leads-initial-info',
    auth,
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const lead = leadNamed(ctx, body.initialID, 'initialID');
      const who = authOf(req);
      // The creator may still correct step 1 of their own lead until its persons are saved (Back in
      // the create wizard); anything later follows the edit rules.
      const unfinishedOwn = lead.created_by === who.employee?.id && (lead.concern_person ?? []).length === 0;
      if (!unfinishedOwn && !canEditLead(ctx, who, lead)) throw new HttpError(403, EDIT_FORBIDDEN);
      const values = readInitialInfo(ctx.store, body);
      createTypedLookups(ctx, values);
      const now = ctx.now();
      // The logo has its own upload call; keep it.
      lead.initial_info = {
        organization_logo: lead.initial_info?.organization_logo ?? null,
        ...values.initial_info,
      };
      lead.lead_priority = values.lead_priority;
      lead.updated_at = now.toISOString();
      notifyAssignedEmployees(ctx.store, lead, now);
      await ctx.store.flush();
      ok(res, { id: lead.id, initialID: lead.id }, 'Lead initial information updated successfully.');
    }),
  );

  return router;
}
