/**
 * Facts of the spec's business constants live once, in contract/ (priorities.ts, activity-types.ts,
 * stages.ts, permissions.ts, person-fields.ts, download-files.ts); the app, the machines and the
 * server import them. This reads their
 * sources and fails when a copy comes back, so one list cannot drift from the other.
 */
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return rel === 'server/seed/files' ? [] : sources(rel);
    return /\.tsx?$/.test(entry.name) ? [rel] : [];
  });
}

const CODE = ['src', 'machines', 'server'].flatMap(sources);

const RULES: { what: string; pattern: RegExp; files: string[]; allowed?: string[] }[] = [
  {
    what: 'a lead priority spelled out (contract/priorities.ts LEAD_PRIORITIES)',
    pattern: /['"]Very (Good|Low)['"]/,
    files: CODE,
    // The seed's weights, typed by LeadPriority so a misspelling does not compile.
    allowed: ['server/seed/leads.ts'],
  },
  {
    what: 'the task priorities listed (contract/priorities.ts TASK_PRIORITIES)',
    pattern: /['"]normal['"],\s*['"]high['"]/,
    files: CODE,
  },
  {
    what: 'the log types listed (contract/activity-types.ts LOG_TYPES)',
    pattern: /['"]Log a Call['"]/,
    files: CODE,
  },
  {
    what: 'the stage order rule written again (contract/stages.ts byStageOrder)',
    pattern: /\.order \?\? 0/,
    files: CODE,
  },
  {
    what: 'the stage a lead starts in spelled out (contract/stages.ts FIRST_STAGE)',
    pattern: /['"]new['"]/,
    files: CODE,
    // The KPI badge's word for "no previous value", not a stage.
    allowed: ['src/features/dashboard/KpiRow.tsx'],
  },
  {
    what: 'a lead social medium spelled out (contract/person-fields.ts LEAD_MEDIA)',
    pattern: /['"]Twiter['"]/,
    files: CODE,
    // The seed's media, typed by LeadMedia so a misspelling does not compile.
    allowed: ['server/seed/leads.ts'],
  },
  {
    what: 'the person social media listed (contract/person-fields.ts PERSON_MEDIA)',
    pattern: /['"]youtube['"],\s*['"]linkedin['"]/,
    files: CODE,
  },
  {
    what: 'the genders listed (contract/person-fields.ts GENDERS)',
    pattern: /['"]male['"],\s*['"]female['"]/,
    files: CODE,
  },
  {
    what: 'a download file name spelled out (contract/download-files.ts PHONE_FILE, SAMPLE_FILE)',
    pattern: /['"`](phone_numbers\.csv|sample_import\.xlsx)/,
    files: CODE,
  },
  {
    what: 'a Bootstrap class in an answer: the server sends data, the app styles it',
    pattern: /\b(text-)?bg-(primary|secondary|success|danger|warning|info|light|dark)\b/,
    files: CODE.filter((f) => f.startsWith('server/')),
  },
  {
    what: "a screen's permission as a string literal (contract/permissions.ts P)",
    pattern: /permission=(["']|\{\s*["'])/,
    files: CODE.filter((f) => f.startsWith('src/')),
  },
];

test.each(RULES.map((rule) => [rule.what, rule] as const))('no %s', (_what, rule) => {
  const offenders = rule.files.filter(
    (file) =>
      !rule.allowed?.includes(file) && rule.pattern.test(fs.readFileSync(path.join(ROOT, file), 'utf8')),
  );
  expect(offenders).toEqual([]);
});

test('the scan sees the sources it guards', () => {
  // A wrong root or extension filter would make every rule above pass on nothing.
  expect(CODE).toEqual(
    expect.arrayContaining([
      'server/seed/leads.ts',
      'src/components/PriorityBadge.tsx',
      'machines/dialog.machine.ts',
    ]),
  );
});
