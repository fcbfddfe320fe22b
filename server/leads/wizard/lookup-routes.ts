import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import { asyncHandler, ok } from '../../http/envelope';
import { requireAnyPermission } from '../../auth/authenticate';
import { P } from '../../../contract/permissions';

const MAX_SUGGESTIONS = 10;
const queryText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100).toLowerCase() : '');

/** Organization-name suggestions for the wizard (leads, prospects and stakeholders). */
export function wizardLookupRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;

  // Existing organization names (leads, prospects, stakeholders), distinct, for q of 2+ characters.
  // For whoever creates leads, prospects or stakeholders: the names are those of their lists.
  const creator = requireAnyPermission(P.manageLeads, P.prospects, P.stakeholders);
  router.get(
    '/organizations-suggestions',
    auth,
    creator,
    asyncHandler(async (req, res) => {
      const q = queryText(req.query.q);
      if (q.length < 2) return ok(res, []);
      const names = new Map<string, string>();
      const consider = (name: unknown) => {
        if (typeof name !== 'string' || !name.toLowerCase().includes(q)) return;
        const key = name.trim().toLowerCase();
        if (!names.has(key)) names.set(key, name.trim());
      };
      // Leads through their search index (one indexOf pass over the joined texts, not a row walk).
      for (const lead of (await repos.leads.search(q)).rows()) consider(lead.initial_info?.organization_name);
      // Prospects and stakeholders through their joined-name index, likewise.
      for (const repo of [repos.prospects, repos.stakeholders])
        for (const name of await repo.namesContaining(q)) consider(name);
      ok(res, [...names.values()].sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS));
    }),
  );

  return router;
}
