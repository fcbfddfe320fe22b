import { mapRows, type ColumnMapping, type SheetRow } from '../../machines/import.mapping';
import type { Api } from './client';

export const IMPORT_ROWS = 10_000;

/** The sheet headers (the sample file's) and the mapping the dialog makes of them. */
const MAPPING: ColumnMapping = {
  organization_name: 'Organization Name',
  industry: 'Industry Type',
  phone: 'Phone',
  address: 'Address',
  website_link: 'Website',
  exhibitions: 'Exhibitions',
  person_name: 'Concern Person Name',
  person_phone: 'Concern Person Phone',
  person_email: 'Concern Person Email',
  designation: 'Designation',
  department: 'Department',
  role: 'Influencing Role',
  gender: 'Gender',
  dob: 'Date of Birth',
};

type Named = { name?: string; type?: string };

/** The names of a master-data list as the app holds them (dates, and so some names, are rebased). */
async function names(api: Api, token: string, list: string, field: 'name' | 'type' = 'name') {
  const contents = (await api.expect(200, 'GET', `/${list}`, { token })).body?.contents;
  const rows = (Array.isArray(contents) ? contents : (contents as { data: Named[] }).data) as Named[];
  return rows.map((r) => String(r[field]));
}

/**
 * IMPORT_ROWS sheet rows as the browser's dialog reads them (keyed by header): 1 in 50 bad (no
 * email, or a phone without digits), 1 in 40 a repeat of an earlier row of the file, the rest new
 * organizations; master data named as the app holds it.
 */
async function sheetRows(
  api: Api,
  token: string,
): Promise<{ rows: SheetRow[]; bad: number; repeats: number }> {
  const exhibitions = await names(api, token, 'exhibitions');
  const industries = await names(api, token, 'industries', 'type');
  const designations = await names(api, token, 'designations');
  const departments = await names(api, token, 'departments');
  const rows: SheetRow[] = [];
  let bad = 0;
  let repeats = 0;
  for (let i = 0; i < IMPORT_ROWS; i++) {
    if (i > 0 && i % 40 === 0) {
      rows.push({ ...rows[i - 7], Address: `Moved: House ${i}, Dhaka` });
      repeats++;
      continue;
    }
    const phone = `+88017${String(10_000_000 + i).slice(-8)}`;
    const row: SheetRow = {
      'Organization Name': `Bench Import ${i} Trading Ltd`,
      'Industry Type': industries[i % industries.length],
      Phone: phone,
      Address: `House ${i % 90}, Road ${i % 30}, Dhaka`,
      Website: `https://bench-import-${i}.com.bd`,
      Exhibitions: `${exhibitions[i % exhibitions.length]}, ${exhibitions[(i + 3) % exhibitions.length]}`,
      'Concern Person Name': `Person ${i}`,
      'Concern Person Phone': `+88018${String(20_000_000 + i).slice(-8)}`,
      'Concern Person Email': `person${i}@bench-import-${i}.com.bd`,
      Designation: designations[i % designations.length],
      Department: departments[i % departments.length],
      'Influencing Role': 'Decision Maker',
      Gender: i % 2 ? 'male' : 'female',
      'Date of Birth': i % 3 ? '' : '1985-04-12',
    };
    if (i % 50 === 1) {
      if (i % 100 === 1) row['Concern Person Email'] = '';
      else row.Phone = 'call reception';
      bad++;
    }
    rows.push(row);
  }
  return { rows, bad, repeats };
}

export interface ImportRun {
  ms: number;
  /** CPU time of this process (the app) over the call: unlike `ms`, not inflated by other processes. */
  cpuMs: number;
  bodyBytes: number;
  created: number;
  updated: number;
  skipped: number;
  rejected: number;
}

export interface ImportResult {
  bad: number;
  repeats: number;
  /** The file once, repeats updating what they repeat. */
  first: ImportRun;
  /** The same file again with duplicates skipped: every good row is then a duplicate. */
  again: ImportRun;
}

/** POST /prospects-import of the same JSON body the dialog sends (importActors.ts uploadBody), twice. */
export async function measureProspectImport(
  api: Api,
  token: string,
  appCpu: () => Promise<NodeJS.CpuUsage>,
): Promise<ImportResult> {
  const { rows, bad, repeats } = await sheetRows(api, token);
  const adjustmentFiles = mapRows(rows, MAPPING);
  const run = async (duplicates: 'update' | 'skip'): Promise<ImportRun> => {
    const body = { adjustmentFiles, duplicates, first_row: 2 };
    const cpu = await appCpu();
    const reply = await api.expect(200, 'POST', '/prospects-import', { token, body });
    const now = await appCpu();
    const used = { user: now.user - cpu.user, system: now.system - cpu.system };
    const c = reply.body?.contents as {
      created: number;
      updated: number;
      skipped: number;
      errors: { row: number }[];
    };
    return {
      ms: reply.ms,
      cpuMs: (used.user + used.system) / 1000,
      bodyBytes: Buffer.byteLength(JSON.stringify(body)),
      created: c.created,
      updated: c.updated,
      skipped: c.skipped,
      rejected: new Set(c.errors.map((e) => e.row)).size,
    };
  };
  const first = await run('update');
  const again = await run('skip');
  return { bad, repeats, first, again };
}
