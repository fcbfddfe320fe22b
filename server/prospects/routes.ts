import express, { type RequestHandler, type Router } from 'express';
import type { WizardProspect } from '../../contract/organizations';
import { P } from '../../contract/permissions';
import { requirePermission } from '../auth/authenticate';
import type { AppContext } from '../context';
import { asyncHandler, bodyOf, ok } from '../http/envelope';
import { HttpError, validationError } from '../http/errors';
import { PAGE_SIZES, readPaging } from '../http/paging';
import { importRoute } from '../imports/routes';
import { toInt } from '../validation/values';
import { organizationImport } from './import-resource';
import { readOrganizationFilters } from './list-query';
import { organizationPolicy } from './policy';
import { presentOrganizations } from './present';
import { organizationRecordRoutes } from './record-routes';
import { organizationFileRoutes } from './file-routes';
import type { OrganizationRow } from '../stored/leads';
import type { IndustryRow } from '../stored/master';

/** The most prospects one GET /prospects-list answers (also its default). */
const MAX_WIZARD_PROSPECTS = 100;

const queryText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100).toLowerCase() : '');

/** Prospect and stakeholder calls (docs/api.md "Prospects and stakeholders"). */
export function prospectRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;
  const prospects = repos.prospects;
  const stakeholders = repos.stakeholders;

  // Prospects as the wizard prefills from them (organization_name, industry, phone,
  // address, website_link, social_networks) plus their persons for step 2, oldest first.
  // The lead wizard's prefill source: a leads-area call (manage leads), not the prospects screen.
  // ?search= (name contains, through the joined-name index) and ?limit= (1-100, default 100) keep
  // the answer small however many prospects there are: never the whole table.
  router.get(
    '/prospects-list',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const search = queryText(req.query.search ?? req.query.q);
      const asked = toInt(req.query.limit);
      const limit =
        Number.isInteger(asked) && asked > 0 ? Math.min(asked, MAX_WIZARD_PROSPECTS) : MAX_WIZARD_PROSPECTS;
      const rows = await prospects.matchingById(search, limit);
      const industries = await ctx.repos.table('industries').getMany(rows.map((p) => p.industry_id));
      ok(
        res,
        rows.map((p) => presentForWizard(industries, p)),
      );
    }),
  );

  // Both lists are paged by the server with the same filters (docs/decisions.md).
  for (const { path, kind, repo, permission } of [
    { path: '/prospects', kind: 'prospect', repo: prospects, permission: P.prospects },
    { path: '/stackholders', kind: 'stakeholder', repo: stakeholders, permission: P.stakeholders },
  ] as const)
    router.get(
      path,
      auth,
      requirePermission(permission),
      asyncHandler(async (req, res) => {
        const filters = readOrganizationFilters(req.query as Record<string, unknown>);
        const paging = readPaging(req.query as Record<string, unknown>, { sizes: PAGE_SIZES });
        const page = await repo.page(filters, paging);
        const policy = organizationPolicy(kind, req.auth!);
        ok(res, {
          ...page,
          data: await presentOrganizations(ctx, page.data, (row) => ({
            can_edit: policy.canEdit(row),
            can_delete: policy.canDelete(row),
          })),
        });
      }),
    );

  router.post(
    '/bulk-delete-prospects',
    auth,
    requirePermission(P.prospects),
    asyncHandler(async (req, res) => {
      const raw = bodyOf(req).ids;
      if (!Array.isArray(raw) || raw.length === 0) throw validationError({ ids: ['No records selected.'] });
      if (raw.length > 1000)
        throw validationError({ ids: ['No more than 1,000 records can be deleted at once.'] });
      const ids = [...new Set(raw.map((v) => toInt(v)))];
      if (ids.some((n) => !Number.isInteger(n) || n < 1))
        throw validationError({ ids: ['Every id must be an id.'] });
      const policy = organizationPolicy('prospect', req.auth!);
      const deleted = await ctx.transaction(async (tx) => {
        const rows = await prospects.getMany(ids, tx);
        const missing = ids.filter((_, i) => !rows[i]);
        const refused = rows
          .filter((r): r is OrganizationRow => !!r && !policy.canDelete(r))
          .map((r) => r.id);
        // All or nothing: one record this user may not delete (or that is gone) stops the whole call.
        if (refused.length)
          throw new HttpError(
            403,
            `You may not delete prospect(s) ${refused.join(', ')}; nothing was deleted.`,
          );
        if (missing.length)
          throw new HttpError(404, `Prospect(s) ${missing.join(', ')} not found; nothing was deleted.`);
        await prospects.remove(tx, ids);
        return ids.length;
      });
      ok(res, { deleted }, 'Deleted successfully.');
    }),
  );

  router.get(
    '/stackholder-name-suggestions',
    auth,
    requirePermission(P.stakeholders),
    asyncHandler(async (req, res) => {
      const q = queryText(req.query.q);
      ok(res, q.length >= 2 ? await stakeholders.distinctNames(q, 10) : []);
    }),
  );

  router.use(
    organizationRecordRoutes(ctx, auth, {
      kind: 'prospect',
      base: '/prospects',
      permission: P.prospects,
      repo: prospects,
      title: 'Prospect',
    }),
  );
  router.use(
    organizationRecordRoutes(ctx, auth, {
      kind: 'stakeholder',
      base: '/stackholders',
      permission: P.stakeholders,
      repo: stakeholders,
      title: 'Stakeholder',
    }),
  );
  router.use(
    importRoute(ctx, auth, {
      path: '/prospects-import',
      permissions: [P.prospects],
      resource: organizationImport(prospects),
      noun: 'prospects',
    }),
  );
  router.use(
    importRoute(ctx, auth, {
      path: '/stackholders-import',
      permissions: [P.stakeholders],
      resource: organizationImport(stakeholders),
      noun: 'stakeholders',
    }),
  );
  router.use(organizationFileRoutes(ctx, auth));
  return router;
}

/**
 * A prospect as the lead wizard prefills from it, read as ./present.ts reads it (a missing text is
 * blank: website_link is a nullable column in server/db/postgres/tables/organizations.ts).
 */
function presentForWizard(industries: ReadonlyMap<number, IndustryRow>, p: OrganizationRow): WizardProspect {
  const industry = p.industry_id !== null ? industries.get(p.industry_id) : undefined;
  return {
    id: p.id,
    organization_name: p.organization_name ?? '',
    industry: industry ? { id: industry.id, type: industry.type } : null,
    phone: p.phone ?? '',
    address: p.address ?? '',
    website_link: p.website_link ?? '',
    social_networks: Array.isArray(p.social_networks) ? p.social_networks : [],
    concern_person_info: Array.isArray(p.concern_person_info) ? p.concern_person_info : [],
  };
}
