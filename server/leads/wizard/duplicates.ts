import express, { type RequestHandler, type Router } from 'express';
import type { AppContext } from '../../context';
import type { Row } from '../../db/row';
import { bodyOf, ok } from '../../http/envelope';
import { toInt } from '../../validation/values';

export type DuplicateReason = 'organization_name' | 'phone' | 'email';
export interface DuplicateMatch {
  kind: 'lead' | 'prospect';
  id: number;
  organization_name: string;
  reasons: DuplicateReason[];
}

const MAX_MATCHES = 20;
/** Case and spacing ignored: "ACME  Ltd" equals "acme ltd". */
const nameKey = (v: unknown) => (typeof v === 'string' ? v.trim().replace(/\s+/g, ' ').toLowerCase() : '');
/** Formatting ignored: "+880 (17) 11-1" equals "8801711 1"; too short to mean anything is ignored. */
const phoneKey = (v: unknown) => {
  const digits = typeof v === 'string' ? v.replace(/\D/g, '') : '';
  return digits.length >= 6 ? digits : '';
};
const emailKey = (v: unknown) => (typeof v === 'string' ? v.trim().toLowerCase() : '');
const strings = (v: unknown): unknown[] => (Array.isArray(v) ? v.slice(0, 100) : v == null ? [] : [v]);

/**
 * POST /lead-duplicates-check {organization_name?, phones?, emails?, exclude_lead_id?}: existing
 * leads and prospects that look like the one being created, so the wizard can warn first.
 * Read-only; any signed-in user (the list shows the same names).
 */
export function duplicateRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();
  router.post('/lead-duplicates-check', auth, (req, res) => {
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

    const match = (
      kind: DuplicateMatch['kind'],
      row: Row,
      orgName: unknown,
      rowPhones: unknown[],
      rowEmails: unknown[],
    ) => {
      const reasons: DuplicateReason[] = [];
      if (name && nameKey(orgName) === name) reasons.push('organization_name');
      if (rowPhones.some((p) => phones.has(phoneKey(p)))) reasons.push('phone');
      if (rowEmails.some((e) => emails.has(emailKey(e)))) reasons.push('email');
      return reasons.length
        ? [{ kind, id: row.id as number, organization_name: String(orgName ?? ''), reasons }]
        : [];
    };
    const personPhones = (persons: unknown) => strings(persons).flatMap((p) => strings((p as Row)?.phone));
    const personEmails = (persons: unknown) => strings(persons).flatMap((p) => strings((p as Row)?.email));

    const leads = ctx.repos.leads
      .all()
      .filter((l) => l.id !== exclude)
      .flatMap((l) =>
        match(
          'lead',
          l,
          l.initial_info?.organization_name,
          [l.initial_info?.phone, ...personPhones(l.concern_person)],
          personEmails(l.concern_person),
        ),
      );
    const prospects = ctx.repos.prospects
      .all()
      .flatMap((p) =>
        match(
          'prospect',
          p,
          p.organization_name,
          [p.phone, ...personPhones(p.concern_person_info)],
          personEmails(p.concern_person_info),
        ),
      );
    ok(res, [...leads, ...prospects].slice(0, MAX_MATCHES));
  });
  return router;
}
