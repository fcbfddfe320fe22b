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
  // Each store gives its newest MAX_SUGGESTIONS distinct names (through its name or search index,
  // never every match); the answer is the first MAX_SUGGESTIONS of them alphabetically.
  const creator = requireAnyPermission(P.manageLeads, P.prospects, P.stakeholders);
  router.get(
    '/organizations-suggestions',
    auth,
    creator,
    asyncHandler(async (req, res) => {
      const q = queryText(req.query.q);
      if (q.length < 2) return ok(res, []);
      const found = await Promise.all(
        [repos.leads, repos.prospects, repos.stakeholders].map((repo) =>
          repo.distinctNames(q, MAX_SUGGESTIONS),
        ),
      );
      const names = new Map<string, string>();
      for (const name of found.flat()) {
        const key = name.trim().toLowerCase();
        if (!names.has(key)) names.set(key, name.trim());
      }
      ok(res, [...names.values()].sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS));
    }),
  );

  return router;
}
