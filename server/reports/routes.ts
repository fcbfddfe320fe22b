import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, ok } from '../http/envelope';
import { validationError } from '../http/errors';
import { readPaging } from '../http/paging';
import { authOf } from '../http/request';
import { leadPolicy } from '../policy';
import { toInt } from '../validation/values';
import { P } from '../../contract/permissions';
import { activityCards, assignmentRows } from './activity-row';

/** The report's page size. */
const REPORT_PAGE_SIZE = 12;
/**
 * Leads per card in a list of cards: a card of a busy employee can hold thousands, and the grid
 * shows none of them. One card (both filters given) carries all of its leads.
 */
const LEADS_PER_CARD = 20;

/** GET /employee-activity-report: one card per employee and exhibition, 12 a page. */
export function reportRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get(
    '/employee-activity-report',
    auth,
    requirePermission(P.employeeActivity),
    asyncHandler(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const errors: Record<string, string[]> = {};
      const id = (key: string): number | undefined => {
        const raw = Array.isArray(query[key]) ? (query[key] as unknown[])[0] : query[key];
        if (raw === undefined || raw === null || String(raw).trim() === '') return undefined;
        const n = toInt(raw);
        if (!Number.isInteger(n) || n < 1) errors[key] = [`The ${key.replace('_', ' ')} must be an id.`];
        return n;
      };
      const filter = { employeeId: id('employee_id'), exhibitionId: id('exhibition_id') };
      if (Object.keys(errors).length) throw validationError(errors);
      const { page, perPage } = readPaging(query, { defaultSize: REPORT_PAGE_SIZE });
      const repos = ctx.repos;
      // Cards in a stable order: employee name, then exhibition name (names only for the pairs).
      const assignments = await repos.reports.assignments(filter);
      const named = await assignmentRows(repos, assignments);
      const pairs = assignments
        .map((a) => ({
          a,
          employee: named.employeeName(a.employeeId),
          exhibition: String(named.row('exhibitions', a.exhibitionId)?.name ?? ''),
        }))
        .sort(
          (x, y) =>
            x.employee.localeCompare(y.employee) ||
            x.a.employeeId - y.a.employeeId ||
            x.exhibition.localeCompare(y.exhibition) ||
            x.a.exhibitionId - y.a.exhibitionId,
        );
      const policy = await leadPolicy(ctx, authOf(req));
      const single = filter.employeeId !== undefined && filter.exhibitionId !== undefined;
      ok(res, {
        data: await activityCards(
          repos,
          policy,
          pairs.slice((page - 1) * perPage, page * perPage).map(({ a }) => a),
          named,
          single ? Infinity : LEADS_PER_CARD,
        ),
        total: pairs.length,
        current_page: page,
        per_page: perPage,
      });
    }),
  );

  return router;
}
