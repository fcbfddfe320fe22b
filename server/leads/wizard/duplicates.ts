import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import type { Row } from '../../db/row';
import { asyncHandler, bodyOf, ok } from '../../http/envelope';
import { toInt } from '../../validation/values';
import { requirePermission } from '../../auth/authenticate';
import { P } from '../../../contract/permissions';
import {
  emailKey,
  identityKeys,
  leadIdentity,
  nameKey,
  phoneKey,
  prospectIdentity,
  strings,
  type Identity,
} from '../identity-keys';

type DuplicateReason = 'organization_name' | 'phone' | 'email';
interface DuplicateMatch {
  kind: 'lead' | 'prospect';
  id: number;
  organization_name: string;
  reasons: DuplicateReason[];
}

const MAX_MATCHES = 20;

/**
 * POST /lead-duplicates-check {organization_name?, phones?, emails?, exclude_lead_id?}: existing
 * leads and prospects that look like the one being created, so the wizard can warn first.
 * Read-only; the lead wizard's call, so it needs manage leads like the lead create.
 */
export function duplicateRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.post(
    '/lead-duplicates-check',
    auth,
    requirePermission(P.manageLeads),
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const name = nameKey(body.organization_name);
      const phones = new Set(
        strings(body.phones ?? body.phone)
          .map(phoneKey)
          .filter(Boolean),
      );
      const emails = new Set(
        strings(body.emails ?? body.email)
          .map(emailKey)
          .filter(Boolean),
      );
      const exclude = toInt(body.exclude_lead_id);

      const match = (kind: DuplicateMatch['kind'], row: Row, identity: Identity): DuplicateMatch[] => {
        const reasons: DuplicateReason[] = [];
        if (name && nameKey(identity.name) === name) reasons.push('organization_name');
        if (identity.phones.some((p) => phones.has(phoneKey(p)))) reasons.push('phone');
        if (identity.emails.some((e) => emails.has(emailKey(e)))) reasons.push('email');
        return reasons.length
          ? [{ kind, id: row.id, organization_name: String(identity.name ?? ''), reasons }]
          : [];
      };
      const keys = identityKeys({ name: body.organization_name, phones: [...phones], emails: [...emails] });
      const byId = (a: Row, b: Row) => a.id - b.id;
      const leads = ctx.repos.leads
        .withAnyKey(keys)
        .filter((l) => l.id !== exclude)
        .sort(byId)
        .flatMap((l) => match('lead', l, leadIdentity(l)));
      const prospects = (await ctx.repos.prospects.withAnyKey(keys)).flatMap((p) =>
        match('prospect', p, prospectIdentity(p)),
      );
      ok(res, [...leads, ...prospects].slice(0, MAX_MATCHES));
    }),
  );
  return router;
}
