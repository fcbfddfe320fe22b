/**
 * `npm run check:deps`: refuses known-bad packages in package-lock.json. `npm audit` cannot reach
 * an advisory database from here (the registry answers 405), so the packages we know to avoid
 * are listed by hand, each with the reason. Exits 1 naming every hit.
 */
import fs from 'node:fs';
import path from 'node:path';

interface Rule {
  name: string;
  /** Versions refused; omitted = every version. */
  bad?: (version: string) => boolean;
  why: string;
}

const major = (v: string) => Number(v.split('.')[0]);

const RULES: Rule[] = [
  {
    name: 'xlsx',
    why: 'npm "xlsx" (0.18.5) has unfixed prototype-pollution and ReDoS CVEs: use @e965/xlsx',
  },
  {
    name: 'react-table',
    bad: (v) => major(v) <= 7,
    why: 'react-table 7 caps React at 18 and is unmaintained: use @tanstack/react-table',
  },
  {
    name: 'typescript',
    bad: (v) => major(v) >= 7,
    why: 'TypeScript 7 has no JS API (typescript-eslint cannot load it)',
  },
  { name: 'request', why: 'deprecated, with unfixed SSRF advisories' },
  { name: 'node-serialize', why: 'remote code execution by design (unserialize of functions)' },
];

type Lock = { packages?: Record<string, { version?: string }> };

/** Every refused package of a lockfile, as `location@version: why`. */
export function refusedPackages(lock: Lock): string[] {
  const hits: string[] = [];
  for (const [location, info] of Object.entries(lock.packages ?? {})) {
    const name = location.split('node_modules/').pop();
    if (!location || !name || !info.version) continue;
    for (const rule of RULES) {
      if (rule.name === name && (!rule.bad || rule.bad(info.version))) {
        hits.push(`${location}@${info.version}: ${rule.why}`);
      }
    }
  }
  return hits;
}

if (require.main === module) {
  const lockPath = path.resolve(__dirname, '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8')) as Lock;
  const hits = refusedPackages(lock);
  if (hits.length) {
    console.error(`package-lock.json holds refused packages:\n- ${hits.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`package-lock.json: ${Object.keys(lock.packages ?? {}).length - 1} packages, none refused.`);
}
