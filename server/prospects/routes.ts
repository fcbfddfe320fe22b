import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../context';
import type { Doc, Row } from '../db/row';
import { ok } from '../http/envelope';

const queryText = (v: unknown) => (typeof v === 'string' ? v.trim().slice(0, 100).toLowerCase() : '');

/** Prospect calls. Today: the list the lead wizard prefills from. */
export function prospectRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  const { repos } = ctx;

  // Prospects as the wizard prefills from them (organization_name, industry, phone,
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
