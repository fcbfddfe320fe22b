import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import type { Row } from '../../db/row';
import type { Tx } from '../../db/tx';
import { requirePermission } from '../../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../../http/envelope';
import { leadPolicy } from '../../policy';
import { readConcernPersons, storedAttachments } from './concern-person-input';
import { authOf } from '../../http/request';
import { leadNamed } from './lead-record';
import { P } from '../../../contract/permissions';
import { keepAnswer, once } from '../../idempotency';

/**
 * Step 2: POST /lead-concern-info (finishing a new lead) and PUT /lead-concern-info/{leadId}
 * (edit rules). A creator may set the persons of their own lead while it has none yet, so the
 * create wizard works without Leads Edit; anything else needs the edit rules.
 */
export function concernPersonRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  // `stored`: the attachments found in the file store (storedAttachments), before the transaction.
  const save = async (tx: Tx, lead: Row, body: Record<string, unknown>, stored: ReadonlySet<string>) =>
    ctx.repos.leads.update(tx, lead.id, {
      concern_person: await readConcernPersons(
        { repos: ctx.repos, stored, now: ctx.now(), via: tx },
        body.concern_person_info,
      ),
      updated_at: ctx.now().toISOString(),
    });

  router.post(
    '/lead-concern-info',
    auth,
    requirePermission(P.manageLeads),
    ...once(ctx),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const who = authOf(req);
      const stored = await storedAttachments(ctx.files, body.concern_person_info);
      const answer = await ctx.transaction(async (tx) => {
        const current = await leadNamed(ctx, body.lead_id, 'lead_id', tx);
        (await leadPolicy(ctx, who, tx)).assertCanComplete(current);
        const lead = await save(tx, current, body, stored);
        return await keepAnswer(ctx, tx, 200, {
          message: 'Concern person information saved successfully.',
          contents: { id: lead.id },
        });
      });
      res.status(answer.status).json(answer.body);
    }),
  );

  router.put(
    '/lead-concern-info/:targetId',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const who = authOf(req);
      const body = bodyOf(req);
      const stored = await storedAttachments(ctx.files, body.concern_person_info);
      const lead = await ctx.transaction(async (tx) => {
        const current = await leadNamed(ctx, req.params.targetId, 'targetId', tx);
        (await leadPolicy(ctx, who, tx)).assertCanEdit(current);
        return await save(tx, current, body, stored);
      });
      ok(res, { id: lead.id }, 'Concern person information updated successfully.');
    }),
  );

  return router;
}
