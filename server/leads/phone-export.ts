import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import { requirePermission } from '../auth/authenticate';
import { asyncHandler, bodyOf } from '../http/envelope';
import { validationError } from '../http/errors';
import { authOf } from '../http/request';
import { toInt } from '../validation/values';
import { leadPolicy } from '../policy';
import type { LeadPolicy } from '../policy/lead-policy';
import { auditGrantReads } from '../audit/reads';
import { byIdPages, EXPORT_PAGE, type Pages } from '../db/pages';
import { type PhoneLine, streamPhoneCsv } from './csv';
import { readFilters } from './query';
import { P } from '../../contract/permissions';
import type { LeadRow } from '../stored/leads';

/**
 * POST /download-all-phone for leads. `data` is either a list of lead ids (the selected rows) or
 * an object with the filters of GET /leads (the whole filtered list; paging ignored). One CSV line
 * per concern-person phone. Prospect and stakeholder exports share the path
 * (server/prospects/file-routes.ts): a body with their `source` is passed on to them.
 */
export function leadPhoneExport(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const leadExport: RequestHandler = (req, _res, next) => {
    const source = bodyOf(req).source;
    next(source === 'prospects' || source === 'stackholders' ? 'route' : undefined);
  };
  router.post(
    '/download-all-phone',
    leadExport,
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const policy = await leadPolicy(ctx, authOf(req));
      const pages = leadsAsked(ctx, policy, bodyOf(req).data);
      await streamPhoneCsv(res, phoneLines(ctx, policy, pages));
    }),
  );
  return router;
}

/**
 * The leads asked for, a page at a time (never the whole list in memory): the ids EXPORT_PAGE at
 * a time in the asked order, or the filtered list in keyset pages, newest first. A malformed
 * `data` is refused before the first read (422).
 */
function leadsAsked(ctx: AppContext, policy: LeadPolicy, data: unknown): Pages<LeadRow> {
  if (Array.isArray(data)) {
    if (data.length > 100_000) throw validationError({ data: ['Too many lead ids.'] });
    const ids = data.map((v) => toInt(v));
    if (ids.some((n) => !Number.isInteger(n) || n < 1))
      throw validationError({ data: ['Every lead id must be an id.'] });
    return byIdPages([...new Set(ids)], async (chunk) => {
      const found = await ctx.repos.leads.getMany(chunk);
      return chunk.map((id) => found.get(id)).filter((l): l is LeadRow => !!l);
    });
  }
  if (data === undefined || data === null || typeof data === 'object') {
    const filters = readFilters((data ?? {}) as Record<string, unknown>);
    return ctx.repos.leads.pages(filters, policy, EXPORT_PAGE);
  }
  throw validationError({ data: ['The data must be the list filters or a list of lead ids.'] });
}

/**
 * Each page's lines, once the page's reads through a grant are on record (written before its
 * lines go out, as a whole answer's were). A restricted lead the caller may not read in full
 * gives what its list row shows: each person's first phone.
 */
async function* phoneLines(
  ctx: AppContext,
  policy: LeadPolicy,
  pages: Pages<LeadRow>,
): AsyncGenerator<PhoneLine[]> {
  for await (const leads of pages) {
    await auditGrantReads(ctx, policy, leads, 'export');
    yield leads.flatMap((lead) => {
      const org = lead.initial_info?.organization_name ?? '';
      const all = policy.canReadInFull(lead);
      return (Array.isArray(lead.concern_person) ? lead.concern_person : []).flatMap((person) => {
        const phones: unknown[] = Array.isArray(person?.phone) ? person.phone : [];
        return (all ? phones : phones.slice(0, 1)).map((phone): PhoneLine => [
          org,
          person?.name ?? '',
          phone,
        ]);
      });
    });
  }
}
