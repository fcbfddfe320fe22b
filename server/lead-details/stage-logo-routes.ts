import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { validationError } from '../http/errors';
import { authOf } from '../http/request';
import { textKey } from '../db/repository';
import { LOGO_KINDS } from '../uploads/file-types';
import { filesOf, receiveFiles, storeFile } from '../uploads/receive';
import { text } from '../validation/values';
import { requirePermission } from '../auth/authenticate';
import { P } from '../../contract/permissions';
import { detailsWriteLead, mayWriteDetails } from './access';

/** POST /leads-stage-update and POST /upload-organization-logo, from the details page. */
export function stageLogoRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.post(
    '/leads-stage-update',
    auth,
    // The stage dropdown is on the lead page only (hidden on the key-account page).
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const me = authOf(req);
      const lead = await ctx.transaction(async (tx) => {
        const current = await detailsWriteLead(ctx, me, body.lead_id, tx);
        const wanted = text(body.lead_stage);
        if (!wanted) throw validationError({ lead_stage: ['The lead stage field is required.'] });
        // Stages are master data: the stored text is the stage's own (its case), never the input's.
        const stage = (await ctx.repos.table('lead-stages').withSameText('lead_stage', wanted, tx))[0];
        if (!stage) throw validationError({ lead_stage: ['The selected lead stage is invalid.'] });
        return await ctx.repos.leads.update(tx, current.id, {
          lead_stage: stage.lead_stage,
          updated_at: ctx.now().toISOString(),
        });
      });
      ok(res, { id: lead.id, lead_stage: lead.lead_stage }, 'Lead stage updated successfully.');
    }),
  );

  router.post(
    '/upload-organization-logo',
    auth,
    mayWriteDetails,
    ...receiveFiles({ fields: [{ name: 'organization_logo' }] }),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const me = authOf(req);
      await detailsWriteLead(ctx, me, body.lead_id);
      const file = filesOf(req, 'organization_logo')[0];
      if (!file) throw validationError({ organization_logo: ['please select the file!'] });
      const ref = await storeFile(ctx, file, LOGO_KINDS, 'organization_logo', me.user.id);
      let old: unknown;
      try {
        await ctx.transaction(async (tx) => {
          const lead = await detailsWriteLead(ctx, me, body.lead_id, tx);
          old = lead.initial_info?.organization_logo;
          await ctx.repos.leads.update(tx, lead.id, {
            initial_info: { ...lead.initial_info, organization_logo: ref.file_name },
            updated_at: ctx.now().toISOString(),
          });
        });
      } catch (err) {
        await ctx.files.delete(ref.file_name);
        throw err;
      }
      // The replaced file goes once no record holds it any more (seeded leads may share one).
      if (typeof old === 'string' && textKey(old) !== textKey(ref.file_name) && !(await isHeld(ctx, old)))
        await ctx.files.delete(old);
      ok(
        res,
        { organization_logo: ref.file_name, organization_logo_url: `/api/uploads/${ref.file_name}` },
        'Organization logo uploaded successfully.',
      );
    }),
  );

  return router;
}

const isHeld = async (ctx: AppContext, name: unknown): Promise<boolean> =>
  typeof name === 'string' &&
  ((await ctx.repos.leads.withFile(name)).length > 0 ||
    (await ctx.repos.activities.withFile(name)).length > 0);
