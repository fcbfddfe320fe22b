import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, ok } from '../http/envelope';
import { validationError } from '../http/errors';
import { authOf } from '../http/request';
import { leadPolicy } from '../policy';
import { isBlank, toInt } from '../validation/values';
import { P } from '../../contract/permissions';
import { boardStages, type BoardColumnSlice, type BoardCursor } from './board';
import type { LeadPolicy } from '../policy/lead-policy';
import { readFilters } from './query';
import type { LeadRow } from '../stored/leads';

/**
 * A board card: only what the card shows, all of it fields a restricted list row shows too (name,
 * first contact's name, stage, priority, creation time), so the lead policy needs nothing withheld;
 * `can_view_details` (the details link, and the stage change's access) and `restricted` follow it.
 */
function boardCard(policy: LeadPolicy, lead: LeadRow) {
  const full = policy.canReadInFull(lead);
  const person = Array.isArray(lead.concern_person) ? lead.concern_person.find(Boolean) : null;
  return {
    id: lead.id,
    organization_name: String(lead.initial_info?.organization_name ?? ''),
    contact_name: person?.name ? String(person.name) : null,
    lead_stage: lead.lead_stage ?? null,
    lead_priority: lead.lead_priority ?? null,
    created_at: lead.created_at,
    can_view_details: full,
    restricted: !full,
  };
}

/** A column's page as both board calls answer it: its total, whether more follow, its cards. */
function columnPage(policy: LeadPolicy, slice: BoardColumnSlice) {
  return {
    total: slice.total,
    has_more: slice.has_more,
    data: slice.rows.map((lead) => boardCard(policy, lead)),
  };
}

/** Cards per column in the first answer and per load-more, unless asked otherwise (max 50). */
const BOARD_PAGE = 20;

function readLimit(raw: unknown, key: string): number {
  if (isBlank(raw)) return BOARD_PAGE;
  const n = toInt(Array.isArray(raw) ? raw[0] : raw);
  if (!Number.isInteger(n) || n < 1 || n > 50)
    throw validationError({ [key]: [`The ${key.replace('_', ' ')} must be a number from 1 to 50.`] });
  return n;
}

function readCursor(query: Record<string, unknown>): BoardCursor | null {
  const at = query.after_created_at;
  const id = query.after_id;
  if (isBlank(at) && isBlank(id)) return null;
  const n = toInt(id);
  const errors: Record<string, string[]> = {};
  if (!Number.isInteger(n) || n < 1) errors.after_id = ['The after id must be an id.'];
  if (typeof at !== 'string' || Number.isNaN(Date.parse(at)))
    errors.after_created_at = ['The after created at must be a timestamp.'];
  if (Object.keys(errors).length) throw validationError(errors);
  return { id: n, created_at: new Date(String(at)).toISOString() };
}

/**
 * The pipeline board (docs/api.md "Pipeline board"): every stage's count and first cards in one
 * call, then per-column pages after a cursor. Same permission and row policy as GET /leads.
 */
export function leadBoardRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get(
    '/leads-board',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const filters = readFilters(query);
      const limit = readLimit(query.per_column, 'per_column');
      const policy = await leadPolicy(ctx, authOf(req));
      const stages = await boardStages(ctx.repos);
      const slices = await ctx.repos.leads.board(
        stages.map((stage) => stage.lead_stage),
        filters,
        policy,
        limit,
      );
      ok(res, {
        columns: stages.map((stage, i) => ({
          lead_stage: stage.lead_stage,
          color: stage.color,
          ...columnPage(policy, slices[i]),
        })),
      });
    }),
  );

  router.get(
    '/leads-board-column',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const query = req.query as Record<string, unknown>;
      const filters = readFilters(query);
      const limit = readLimit(query.limit, 'limit');
      const cursor = readCursor(query);
      const name = typeof query.column === 'string' ? query.column.trim() : '';
      if (!name) throw validationError({ column: ['The column field is required.'] });
      const stage = (await boardStages(ctx.repos)).find((s) => s.lead_stage === name);
      if (!stage) throw validationError({ column: ['The selected column is invalid.'] });
      const policy = await leadPolicy(ctx, authOf(req));
      const slice = await ctx.repos.leads.boardColumn(stage.lead_stage, filters, policy, limit, cursor);
      ok(res, {
        lead_stage: stage.lead_stage,
        ...columnPage(policy, slice),
      });
    }),
  );

  return router;
}
