import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, ok } from '../http/envelope';
import { FORBIDDEN, HttpError, validationError } from '../http/errors';
import { authOf } from '../http/request';
import { dateWindow, readFilters } from '../leads/query';
import { leadPolicy } from '../policy';
import { kpisOf } from './kpis';
import { DASHBOARD_PERMISSIONS } from '../../contract/permissions';
import { byStageOrder } from '../../contract/stages';
import type { LeadRow } from '../stored/leads';

/** How many leads 'Recently Created Leads' lists. */
const RECENT_LEADS = 10;

/** GET /leads-dashboard-data: leads per stage and the newest leads of an inclusive date range. */
export function dashboardRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const anyDashboard: RequestHandler = (req, _res, next) => {
    const held = authOf(req).permissionNames;
    next(DASHBOARD_PERMISSIONS.some((p) => held.has(p)) ? undefined : new HttpError(403, FORBIDDEN));
  };

  router.get(
    '/leads-dashboard-data',
    auth,
    anyDashboard,
    asyncHandler(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const filters = readFilters({
        start_date: query.start_date,
        end_date: query.end_date,
        utc_offset: query.utc_offset,
      });
      if (!filters.startDate !== !filters.endDate) {
        const missing = filters.startDate ? 'end_date' : 'start_date';
        const other = filters.startDate ? 'start date' : 'end date';
        throw validationError({
          [missing]: [`The ${missing.replace('_', ' ')} field is required when ${other} is present.`],
        });
      }
      if (filters.startDate && filters.endDate && filters.startDate > filters.endDate)
        throw validationError({ end_date: ['The end date must be a date after or equal to start date.'] });
      const window = dateWindow(filters);
      const reader = ctx.repos.dashboards;
      const stages = (await ctx.repos.table('lead-stages').list()).sort(byStageOrder);
      const counts = await reader.countByStage(window);
      // Stages in their configured order, then any stage a lead holds that the list no longer has.
      const labels = stages.map((s) => String(s.lead_stage)).filter((name) => counts.has(name));
      for (const name of counts.keys()) if (!labels.includes(name)) labels.push(name);
      const policy = await leadPolicy(ctx, authOf(req));
      const recent = await reader.newest(window, RECENT_LEADS);
      ok(res, {
        leads: recent.rows.map((lead) => dashboardRow(lead, !policy.canReadInFull(lead))),
        total: recent.total,
        chartData: { labels, series: labels.map((name) => counts.get(name) ?? 0) },
        kpis: await kpisOf(reader, filters),
      });
    }),
  );
  return router;
}

/**
 * One 'Recently Created Leads' row. It carries only what a restricted lead's list row shows too
 * (name, stage, priority), so a restricted lead appears, marked `restricted`. The priority is sent
 * as data: the app gives its badge the tone contract/priorities.ts names.
 */
function dashboardRow(lead: LeadRow, restricted: boolean) {
  return {
    id: lead.id,
    LeadID: lead.id,
    CompanyName: String(lead.initial_info?.organization_name ?? ''),
    lead_stage: lead.lead_stage ?? null,
    lead_priority: lead.lead_priority ?? null,
    created_at: lead.created_at,
    restricted,
  };
}
