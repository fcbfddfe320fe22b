import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { asyncHandler, ok } from '../http/envelope';
import { authOf } from '../http/request';
import { RelatedRows } from '../master/related-rows';
import { leadPolicy } from '../policy';
import { organizationPolicy } from '../prospects/policy';
import { P } from '../../contract/permissions';
import { SEARCH_TOTAL_CAP, type SearchHit } from '../../contract/search';
import type { LeadRow, OrganizationRow } from '../stored/leads';

/** Results per kind. */
const SEARCH_LIMIT = 5;

const nameOf = (row: LeadRow | OrganizationRow) =>
  String('organization_name' in row ? row.organization_name : row.initial_info.organization_name);

/**
 * GET /search?q=: the Ctrl+K palette's one call. Each kind's total counts its matches up to
 * SEARCH_TOTAL_CAP (contract/search.ts). Each kind is searched only when the caller holds
 * its menu permission; leads by the list's kept search text (name, persons, phones, emails) and
 * opened where the lead policy allows, otherwise found in the list.
 */
export function searchRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.get(
    '/search',
    auth,
    asyncHandler(async (req, res) => {
      const me = authOf(req);
      const raw = typeof req.query.q === 'string' ? req.query.q : '';
      const term = raw.trim().toLowerCase().slice(0, 100);
      const hits: SearchHit[] = [];
      const totals: Record<string, number> = {};
      if (term.length < 2) return ok(res, { hits, totals });
      const held = me.permissionNames;
      const repos = ctx.repos;
      /** One kind's total and first hits, or null when the caller may not search it. */
      type Found = { kind: string; total: number; hits: SearchHit[] } | null;

      const leads = async (): Promise<Found> => {
        if (!held.has(P.manageLeads)) return null;
        const policy = await leadPolicy(ctx, me);
        // A lead seen only as its list row is found only by that row's texts (leads/query.ts).
        const found = await repos.leads.page({ search: term }, { page: 1, perPage: SEARCH_LIMIT }, policy, {
          countUpTo: SEARCH_TOTAL_CAP,
        });
        return {
          kind: 'lead',
          total: found.total,
          hits: found.rows.map((lead) => ({
            kind: 'lead',
            id: lead.id,
            title: nameOf(lead),
            subtitle: `Lead ${lead.id} · ${lead.lead_stage ?? ''}`,
            url: policy.canReadInFull(lead)
              ? `/leads-organization/${lead.id}/leads-details`
              : `/leads-organization/leads-index?search=${encodeURIComponent(nameOf(lead))}&start_date=1970-01-01`,
          })),
        };
      };
      const organizations = [
        {
          kind: 'prospect',
          permission: P.prospects,
          repo: repos.prospects,
          subtitle: 'Prospect',
          edit: '/prospect-update',
          list: '/prospects',
        },
        {
          kind: 'stakeholder',
          permission: P.stakeholders,
          repo: repos.stakeholders,
          subtitle: 'Stackholder',
          edit: '/stackholder-update',
          list: '/stackholders',
        },
      ] as const;
      const organization =
        ({ kind, permission, repo, subtitle, edit, list }: (typeof organizations)[number]) =>
        async (): Promise<Found> => {
          if (!held.has(permission)) return null;
          // Prospects and stakeholders (tens of thousands): one pass over their joined names, newest first.
          const { found, total } = await repo.searchNames(term, SEARCH_LIMIT, SEARCH_TOTAL_CAP);
          // Its edit form for whoever may edit it (server/prospects/policy.ts), else its list row.
          const policy = organizationPolicy(kind, me);
          return {
            kind,
            total,
            hits: found.map((row) => ({
              kind,
              id: row.id,
              title: nameOf(row),
              subtitle,
              url: policy.canEdit(row)
                ? `${edit}/${row.id}`
                : `${list}?search=${encodeURIComponent(nameOf(row))}`,
            })),
          };
        };
      const documents = async (): Promise<Found> => {
        if (!held.has(P.manageDocuments)) return null;
        const { found, total } = await repos.documents.searchNames(term, SEARCH_LIMIT);
        return {
          kind: 'document',
          total,
          hits: found.map((d) => ({
            kind: 'document',
            id: d.id,
            title: String(d.file_name ?? ''),
            subtitle: 'Document',
            url: `/manage-documents?search=${encodeURIComponent(String(d.file_name ?? ''))}`,
          })),
        };
      };
      // Employee names are public inside the app (every form's employee lookup lists them); a hit
      // leads to the employees table or the employee's report, so only for a holder of either.
      const employees = async (): Promise<Found> => {
        if (!held.has(P.employees) && !held.has(P.employeeActivity)) return null;
        // Only the matches: the store's name index finds them (never every employee per query).
        const { found, total } = await repos.employees.searchNames(term, SEARCH_LIMIT);
        const related = await RelatedRows.load(
          repos,
          found.map((e) => ['employees', e.id] as const),
        );
        return {
          kind: 'employee',
          total,
          hits: found.map((e) => ({
            kind: 'employee',
            id: e.id,
            title: related.employeeName(e.id),
            subtitle: 'Employee',
            url: held.has(P.employees)
              ? '/basic-settings/employees'
              : `/reports/employee-activity?employee_id=${e.id}`,
          })),
        };
      };

      // The kinds are independent reads: at once, so the answer waits for the slowest one rather
      // than for their sum (on PostgreSQL each takes a pool connection of its own). Hits keep
      // this order: leads, prospects, stakeholders, documents, employees.
      const kinds = await Promise.all(
        [leads, ...organizations.map(organization), documents, employees].map((search) => search()),
      );
      for (const found of kinds) {
        if (!found) continue;
        // Documents and employees are few: counted in full, then cut as the others are.
        totals[found.kind] = Math.min(found.total, SEARCH_TOTAL_CAP);
        hits.push(...found.hits);
      }
      ok(res, { hits, totals });
    }),
  );
  return router;
}
