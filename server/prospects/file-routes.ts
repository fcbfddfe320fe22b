import express, { type RequestHandler, type Router } from 'express';
import * as XLSX from '@e965/xlsx';
import { P } from '../../contract/permissions';
import type { AppContext } from '../context';
import type { Row } from '../db/row';
import { asyncHandler, bodyOf } from '../http/envelope';
import { FORBIDDEN, HttpError, validationError } from '../http/errors';
import { type PhoneLine, streamPhoneCsv } from '../leads/csv';
import { byIdPages, EXPORT_PAGE, type Pages } from '../db/pages';
import { GENDERS } from '../../contract/person-fields';
import { SAMPLE_FILE } from '../../contract/download-files';
import { toInt } from '../validation/values';
import { ORGANIZATION_COLUMNS } from './import-resource';
import { readOrganizationFilters } from './list-query';
import type { Repos } from '../repositories';
import type { TableCollection } from '../stored/collections';
import type { OrganizationRow } from '../stored/leads';

/** A cell starting with = + - @ would run as a formula in a spreadsheet: keep it text. */
const safe = (v: unknown) => {
  const text = v === null || v === undefined ? '' : String(v);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

/** GET /download-sample (sample_import.xlsx) and the prospect/stakeholder POST /download-all-phone. */
export function organizationFileRoutes(ctx: AppContext, auth: RequestHandler): Router {
  const router = express.Router();

  router.get(
    '/download-sample',
    auth,
    asyncHandler(async (req, res) => {
      const held = req.auth!.permissionNames;
      if (!held.has(P.prospects) && !held.has(P.stakeholders)) throw new HttpError(403, FORBIDDEN);
      res
        .status(200)
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .attachment(SAMPLE_FILE)
        .send(await sampleWorkbook(ctx));
    }),
  );

  // The lead export answers the same path; a body with source 'prospects' or 'stackholders' is ours.
  router.post(
    '/download-all-phone',
    auth,
    asyncHandler(async (req, res) => {
      const body = bodyOf(req);
      const kind = body.source === 'stackholders' ? 'stackholders' : 'prospects';
      const permission = kind === 'prospects' ? P.prospects : P.stakeholders;
      if (!req.auth!.permissionNames.has(permission)) throw new HttpError(403, FORBIDDEN);
      const repo = kind === 'prospects' ? ctx.repos.prospects : ctx.repos.stakeholders;
      await streamPhoneCsv(res, phoneLines(recordsAsked(repo, body.data)));
    }),
  );
  return router;
}

/** Each record's lines: its name, then each concern person's name and phone. */
async function* phoneLines(pages: Pages<OrganizationRow>): AsyncGenerator<PhoneLine[]> {
  for await (const page of pages)
    yield page.flatMap((row) => {
      const org = row.organization_name ?? '';
      return (Array.isArray(row.concern_person_info) ? row.concern_person_info : []).flatMap((person) =>
        (Array.isArray(person?.phone) ? person.phone : []).map((phone): PhoneLine => [
          org,
          person?.name ?? '',
          phone,
        ]),
      );
    });
}

/**
 * `data`: a list of ids (or of records with ids), read EXPORT_PAGE ids at a time in the asked
 * order, or the list's filters (absent: every record), read in keyset pages: never all at once.
 * A malformed `data` is refused before the first read (422).
 */
function recordsAsked(repo: Repos['prospects'], data: unknown): Pages<OrganizationRow> {
  if (Array.isArray(data)) {
    if (data.length > 100_000) throw validationError({ data: ['Too many records.'] });
    const ids = data.map((v) => toInt(v && typeof v === 'object' ? (v as Row).id : v));
    if (ids.some((n) => !Number.isInteger(n) || n < 1))
      throw validationError({ data: ['Every record must be an id.'] });
    return byIdPages([...new Set(ids)], async (chunk) =>
      (await repo.getMany(chunk)).filter((r): r is OrganizationRow => !!r),
    );
  }
  if (data === undefined || data === null || typeof data === 'object')
    return repo.pages(readOrganizationFilters((data ?? {}) as Record<string, unknown>), EXPORT_PAGE);
  throw validationError({ data: ['The data must be the list filters or a list of ids.'] });
}

/** Header row, two example rows and an "Allowed values" sheet built from the master data. */
async function sampleWorkbook(ctx: AppContext): Promise<Buffer> {
  const { repos } = ctx;
  const names = async (collection: TableCollection, field = 'name') =>
    (await repos.table(collection).list()).map((r) => String(r[field] ?? ''));
  const [industries, exhibitions, designations, departments, roles] = await Promise.all([
    names('industries', 'type'),
    names('exhibitions'),
    names('designations'),
    names('departments'),
    names('influencing-roles'),
  ]);
  const header = ORGANIZATION_COLUMNS.map((c) => c.label);
  const examples = [
    [
      'Meghna Agro Ltd',
      industries[0] ?? 'Agriculture',
      '+8801711000100',
      'House 5, Road 2, Dhanmondi, Dhaka',
      'https://meghnaagro.example.com',
      exhibitions[0] ?? '',
      'Rahim Uddin',
      '+8801711000101',
      'rahim@meghnaagro.example.com',
      designations[0] ?? '',
      departments[0] ?? '',
      roles[0] ?? '',
      'male',
      '1985-04-12',
    ],
    [
      'Padma Textiles',
      industries[1] ?? 'Textiles',
      '+8801811000200',
      'Plot 9, Tongi, Gazipur',
      '',
      [exhibitions[0], exhibitions[1]].filter(Boolean).join(', '),
      'Nasrin Akter',
      '+8801811000201, +8801911000202',
      'nasrin@padmatex.example.com',
      designations[1] ?? '',
      departments[1] ?? '',
      roles[1] ?? '',
      'female',
      '',
    ],
  ];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    book,
    XLSX.utils.aoa_to_sheet([header, ...examples].map((r) => r.map(safe))),
    'Import',
  );
  const columns: [string, string[]][] = [
    ['Industry Type', industries],
    ['Exhibitions', exhibitions],
    ['Designation', designations],
    ['Department', departments],
    ['Influencing Role', roles],
    ['Gender', [...GENDERS]],
  ];
  const longest = Math.max(...columns.map(([, v]) => v.length));
  const allowed = [columns.map(([h]) => h)];
  for (let i = 0; i < longest; i++) allowed.push(columns.map(([, v]) => safe(v[i] ?? '')));
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(allowed), 'Allowed values');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}
