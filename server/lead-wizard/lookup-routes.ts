import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Doc, Row } from '../db/row';
import { ok } from '../http/envelope';

const MAX_SUGGESTIONS = 10;
const queryText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100).toLowerCase() : '');

/** The lookups the wizard adds to the master ones: prospects and organization-name suggestions. */
export function wizardLookupRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;

  // Prospects as the wizard prefills from them (spec §7: organization_name, industry, phone,
  // address, website_link, social_networks) plus their persons for step 2. Optional ?search=.
  router.get('/prospects-list', auth, (req, res) => {
    const search = queryText(req.query.search ?? req.query.q);
    const rows = repos.prospects
      .all()
      .filter(
        (p) =>
          !search ||
          String(p.organization_name ?? '')
            .toLowerCase()
            .includes(search),
      )
      .sort((a, b) => a.id - b.id)
      .map((p) => presentProspect(ctx, p));
    ok(res, rows);
  });

  // Existing organization names (leads, prospects, stakeholders), distinct, for q of 2+ characters.
  router.get('/organizations-suggestions', auth, (req, res) => {
    const q = queryText(req.query.q);
    if (q.length < 2) return ok(res, []);
    const names = new Map<string, string>();
    const consider = (name: unknown) => {
      if (typeof name !== 'string' || !name.toLowerCase().includes(q)) return;
      const key = name.trim().toLowerCase();
      if (!names.has(key)) names.set(key, name.trim());
    };
    for (const lead of repos.leads.all()) consider(lead.initial_info?.organization_name);
    for (const p of repos.prospects.all()) consider(p.organization_name);
    for (const s of repos.stakeholders.all()) consider(s.organization_name);
    ok(res, [...names.values()].sort((a, b) => a.localeCompare(b)).slice(0, MAX_SUGGESTIONS));
  });

  return router;
}

function presentProspect(ctx: AppContext, p: Row): Doc {
  const industry =
    typeof p.industry_id === 'number' ? ctx.repos.of('industries').get(p.industry_id) : undefined;
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
