import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import type { TransactionOptions } from '../../db/tx';
import { requirePermission } from '../../auth/authenticate';
import { asyncHandler, bodyOf, ok } from '../../http/envelope';
import { leadPolicy } from '../../policy';
import { notifyAssignedEmployees } from '../../notifications/notify-assignees';
import { readInitialInfo } from './initial-info-input';
import { authOf } from '../../http/request';
import { createTypedLookups, leadNamed } from './lead-record';
import { P } from '../../../contract/permissions';
import { FIRST_STAGE } from '../../../contract/stages';
import { keepAnswer, once } from '../../idempotency';
import { REFUSE_DUPLICATE_HEADER } from '../../../contract/duplicates';
import { STATUS } from '../../../contract/errors';
import { DuplicateRefused, duplicatesOf } from './duplicate-matches';

/**
 * How a lead create runs on PostgreSQL (server/db/tx.ts). It inserts a new lead, its rows and
 * notifications; what it checks is of rows it points at (foreign keys check them again), a typed
 * industry or source (its unique index decides, createTypedLookups) and an Idempotency-Key (its
 * unique scope): READ COMMITTED. Refusing a likely duplicate is a check no constraint repeats
 * (leads may share a name unless refused), so that create stays SERIALIZABLE: of two at once
 * with one name, one commits and the other runs again and is refused.
 */
const createIsolation = (refuseDuplicate: boolean): TransactionOptions =>
  refuseDuplicate ? {} : { isolation: 'read committed' };

/** Step 1 of the lead wizard: POST /store-leads-initial-info and POST /update-leads-initial-info. */
export function initialInfoRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/store-leads-initial-info',
    auth,
    requirePermission(P.manageLeads),
    ...once(ctx),
    asyncHandler(async (req, res) => {
      const who = authOf(req);
      const now = ctx.now();
      const refuseDuplicate = req.get(REFUSE_DUPLICATE_HEADER) === 'true';
      const answer = await ctx
        .transaction(async (tx) => {
          const values = await readInitialInfo(ctx.repos, bodyOf(req), tx);
          // The offline queue's sync (issue 29): a likely duplicate waits for the user instead.
          if (refuseDuplicate) {
            const { organization_name, phone } = values.initial_info;
            const matches = await duplicatesOf(ctx, { organization_name, phones: [phone] }, tx);
            if (matches.length) throw new DuplicateRefused(matches);
          }
          const info = await createTypedLookups(ctx, tx, values);
          const row = await ctx.repos.leads.insert(tx, {
            initial_info: { organization_logo: null, ...info },
            concern_person: [],
            lead_priority: values.lead_priority,
            lead_stage: FIRST_STAGE,
            status: 'active',
            is_disabled: 0,
            created_by: who.employee?.id ?? null,
            created_at: now.toISOString(),
            updated_at: now.toISOString(),
          });
          await notifyAssignedEmployees(ctx.repos, tx, row, now, { newLead: true });
          // The spec answers only a message; the id lets step 2 know which lead it completes.
          return await keepAnswer(ctx, tx, 201, {
            message: 'Lead initial information saved successfully.',
            contents: { id: row.id, initialID: row.id },
          });
        }, createIsolation(refuseDuplicate))
        .catch((error: unknown) => {
          if (error instanceof DuplicateRefused) return { status: STATUS.conflict, body: error.body };
          throw error;
        });
      res.status(answer.status).json(answer.body);
    }),
  );

  router.post(
    '/update-leads-initial-info',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const who = authOf(req);
      const now = ctx.now();
      const lead = await ctx.transaction(async (tx) => {
        const current = await leadNamed(ctx, body.initialID, 'initialID', tx);
        (await leadPolicy(ctx, who, tx)).assertCanComplete(current);
        const values = await readInitialInfo(ctx.repos, body, tx);
        const info = await createTypedLookups(ctx, tx, values);
        const row = await ctx.repos.leads.update(tx, current.id, {
          // The logo has its own upload call; keep it.
          initial_info: { organization_logo: current.initial_info?.organization_logo ?? null, ...info },
          lead_priority: values.lead_priority,
          updated_at: now.toISOString(),
        });
        await notifyAssignedEmployees(ctx.repos, tx, row, now);
        return row;
      });
      ok(res, { id: lead.id, initialID: lead.id }, 'Lead initial information updated successfully.');
    }),
  );

  return router;
}
