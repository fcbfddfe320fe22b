import { execFileSync } from 'node:child_process';
import path from 'node:path';

// The import-zone rule (scripts/eslint-import-zones.mjs) with the project's own ESLint config:
// each layer's wrong import is reported, each right one is not.

const ROOT = path.resolve(__dirname, '../..');
interface Message {
  file?: string;
  ruleId: string | null;
  message: string;
}

/** One ESLint run (in a child process: see tests/support/lint-text.mjs) for every case below. */
function lint(snippets: Array<{ file: string; code: string }>, files: string[]) {
  const out = execFileSync(process.execPath, [path.join(ROOT, 'tests/support/lint-text.mjs')], {
    cwd: ROOT,
    input: JSON.stringify({ snippets, files }),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(out.toString()) as { snippets: Message[][]; files: Message[] };
}

const cases: Array<[file: string, code: string, wrong: boolean]> = [
  [
    'src/features/leads/Fixture.ts',
    "import { store } from '../../app/store';\nexport const x = store;",
    true,
  ],
  ['src/features/leads/Fixture.ts', "import { api } from '../lead-wizard/api';\nexport const x = api;", true],
  [
    'src/features/leads/Fixture.ts',
    "import { page } from '../../lib/lazyPage';\nexport const x = page;",
    false,
  ],
  ['src/features/leads/Fixture.ts', "import { leadsApi } from './api';\nexport const x = leadsApi;", false],
  [
    'src/components/Fixture.ts',
    "import { leadsApi } from '../features/leads/api';\nexport const x = leadsApi;",
    true,
  ],
  ['src/lib/Fixture.ts', "import { router } from '../app/router';\nexport const x = router;", true],
  ['src/lib/Fixture.ts', "import { P } from '../../contract/permissions';\nexport const x = P;", false],
  ['machines/fixture.ts', "import { useState } from 'react';\nexport const x = useState;", true],
  ['machines/fixture.ts', "import { menu } from '../src/lib/menu';\nexport const x = menu;", true],
  ['machines/fixture.ts', "import { P } from '../contract/permissions';\nexport const x = P;", false],
  ['server/leads/fixture.ts', "import { menu } from '../../src/lib/menu';\nexport const x = menu;", true],
  ['server/leads/fixture.ts', "import { P } from '../../contract/permissions';\nexport const x = P;", false],
  ['contract/fixture.ts', "import { app } from '../server/app';\nexport const x = app;", true],
  [
    'src/app/Fixture.ts',
    "import { leadsApi } from '../features/leads/api';\nexport const x = leadsApi;",
    false,
  ],
];

const isZone = (m: Message) => m.ruleId === 'crms/import-zones';
let results: ReturnType<typeof lint>;
beforeAll(() => {
  results = lint(
    cases.map(([file, code]) => ({ file: path.join(ROOT, file), code })),
    // The repository itself is linted by `npm run lint` in CI.
    [],
  );
}, 120_000);

describe('import zones', () => {
  it.each(cases.map((c, i) => [...c, i] as const))('%s: %s → reported: %s', (_file, _code, wrong, i) => {
    expect(results.snippets[i].filter(isZone).length > 0).toBe(wrong);
  });
});
