import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, ok } from '../http/envelope';
import { validationError } from '../http/errors';
import { listPage, PAGE_SIZES, readPaging } from '../http/paging';
import { csvLine } from '../leads/csv';
import { dateWindow, readFilters } from '../leads/query';
import { toInt } from '../validation/values';
import { P } from '../../contract/permissions';
import type { AuditQuery } from './repository';
import { AUDIT_CSV_HEADER, auditCsvCells, presentAudits } from './present';

/** The most rows one CSV export carries (newest first); narrow the filters for older ones. */
const EXPORT_LIMIT = 50_000;

/** employee, lead, start_date, end_date (yyyy-MM-dd, inclusive), utc_offset: as GET /leads reads them. */
function readAuditQuery(query: Record<string, unknown>): AuditQuery {
  const { employeeId, startDate, endDate, utcOffset } = readFilters({
    employee: query.employee,
    start_date: query.start_date,
    end_date: query.end_date,
    utc_offset: query.utc_offset,
  });
  const out: AuditQuery = { employeeId };
  const lead = Array.isArray(query.lead) ? query.lead[0] : query.lead;
  if (lead !== undefined && String(lead).trim() !== '') {
    const n = toInt(String(lead));
    if (!Number.isInteger(n) || n < 1) throw validationError({ lead: ['The lead must be an id.'] });
    out.leadId = n;
  }
  const window = dateWindow({ startDate, endDate, utcOffset });
  if (window) {
    if (startDate) out.fromIso = window.fromIso;
    if (endDate) out.toIso = window.toIso;
  }
  return out;
}

/**
 * GET /audit-log (paged) and GET /audit-log/export (CSV): who asked for access to a restricted
 * lead, who approved or rejected it and when, and every read of a restricted lead through a
 * grant. Admin only: the 'manage role' permission (server/policy isAdmin), never a role's name.
 */
export function auditRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const admin = requirePermission(P.manageRole);

  router.get(
    '/audit-log',
    auth,
    admin,
    asyncHandler(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const paging = readPaging(query, { sizes: PAGE_SIZES });
      const { rows, total } = await ctx.repos.audit.page(readAuditQuery(query), paging);
      ok(res, listPage(await presentAudits(ctx.repos, rows), total, paging));
    }),
  );

  router.get(
    '/audit-log/export',
    auth,
    admin,
    asyncHandler(async (req, res) => {
      const query = readAuditQuery(req.query as Record<string, unknown>);
      const rows = await ctx.repos.audit.search(query, EXPORT_LIMIT);
      const lines = [csvLine(AUDIT_CSV_HEADER)];
      for (const entry of await presentAudits(ctx.repos, rows)) lines.push(csvLine(auditCsvCells(entry)));
      res
        .status(200)
        .type('text/csv; charset=utf-8')
        .set('Content-Disposition', 'attachment; filename="audit_log.csv"')
        .send(`\uFEFF${lines.join('\r\n')}\r\n`);
    }),
  );

  return router;
}
