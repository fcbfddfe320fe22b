/**
 * `npm run bench:api [-- --leads N --rounds R]`: measures GET /leads with filters on a large
 * database. Generates the seed + N leads (default 20000, as `npm run db:generate -- --leads N`)
 * into a temporary DATA_DIR, starts the app in this process on a free port, signs in as staff
 * (every row then carries its access flags), fires R sequential requests per filter combination
 * (default 20; ~200 in all) and prints p50 / p95 / max per combination. A measurement, not a test.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app';
import { addGeneratedLeads } from '../server/seed/generate';
import { copySampleFiles, ensureDataDirs, rebaseDates } from '../server/seed/init-data-dir';
import { writeDbAtomic } from '../server/seed/write-json';

function arg(name: string, fallback: number): number {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const v = Number(argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1]);
  return Number.isInteger(v) && v >= 0 ? v : fallback;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function main() {
  const leads = arg('leads', 20000);
  const rounds = arg('rounds', 20);
  const root = path.resolve(__dirname, '..');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-bench-'));
  try {
    let t = Date.now();
    const seed = JSON.parse(fs.readFileSync(path.join(root, 'db.json'), 'utf8')) as Record<string, unknown>;
    const db = rebaseDates(addGeneratedLeads(seed, leads, 1), new Date());
    ensureDataDirs(dataDir);
    copySampleFiles(dataDir);
    writeDbAtomic(path.join(dataDir, 'db.json'), db);
    const total = (db.leads as unknown[]).length;
    console.log(`generated ${total} leads into ${dataDir} in ${Date.now() - t} ms`);

    t = Date.now();
    const created = await createApp({ dataDir, log: () => undefined });
    const server = http.createServer(created.app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
    console.log(`app started in ${Date.now() - t} ms`);

    const login = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@crms.test', password: 'Staff#123' }),
    });
    const token = ((await login.json()) as { contents: { token: string } }).contents.token;

    const today = new Date();
    const monthStart = day(new Date(today.getFullYear(), today.getMonth(), 1));
    const monthEnd = day(new Date(today.getFullYear(), today.getMonth() + 1, 0));
    const last30 = day(new Date(today.getFullYear(), today.getMonth(), today.getDate() - 29));
    const all = `start_date=1970-01-01&end_date=${day(today)}`;
    const combos: Array<[string, string]> = [
      ['current month (default)', `page=1&per_page=10&start_date=${monthStart}&end_date=${monthEnd}`],
      ['all time', `page=1&per_page=10&${all}`],
      ['all time, 100 rows, page 50', `page=50&per_page=100&${all}`],
      ['search "ltd" all time', `per_page=10&search=ltd&${all}`],
      ['search no match', `per_page=10&search=zzzzqqq&${all}`],
      ['stage + priority', `per_page=20&stage=new&priority=Good&${all}`],
      ['employee', `per_page=10&employee=3&${all}`],
      ['exhibition + industry', `per_page=50&exhibition=2&selectedIndustryType=3&${all}`],
      ['last 30 days + search', `per_page=10&search=a&start_date=${last30}&end_date=${day(today)}`],
      [
        'every filter',
        `per_page=10&search=a&stage=new&priority=Good&employee=4&exhibition=2&selectedIndustryType=3&${all}`,
      ],
    ];

    // As the app calls it: with a date range it also sends the browser's UTC offset.
    for (const combo of combos) combo[1] += `&utc_offset=${-today.getTimezoneOffset()}`;

    // Warm-up (JIT, caches) is not measured.
    for (const [, q] of combos)
      await fetch(`${base}/leads?${q}`, { headers: { Authorization: `Bearer ${token}` } });

    const rows: string[] = [];
    const everything: number[] = [];
    for (const [name, q] of combos) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < rounds; i++) {
        const started = process.hrtime.bigint();
        const res = await fetch(`${base}/leads?${q}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = (await res.json()) as { contents?: { total: number } };
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
        count = body.contents?.total ?? 0;
      }
      everything.push(...times);
      times.sort((a, b) => a - b);
      rows.push(
        `${name.padEnd(32)} ${String(count).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(
          times,
          95,
        )
          .toFixed(1)
          .padStart(8)} ${times[times.length - 1].toFixed(1).padStart(8)}`,
      );
    }
    everything.sort((a, b) => a - b);
    console.log(`\nGET /leads, ${rounds} sequential requests per combination (ms, client side, as staff)`);
    console.log(
      `${'filters'.padEnd(32)} ${'total'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'max'.padStart(8)}`,
    );
    for (const row of rows) console.log(row);
    console.log(
      `${'ALL'.padEnd(32)} ${String(everything.length).padStart(6)} ${percentile(everything, 50).toFixed(1).padStart(8)} ${percentile(
        everything,
        95,
      )
        .toFixed(1)
        .padStart(8)} ${everything[everything.length - 1].toFixed(1).padStart(8)}`,
    );

    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    await created.close();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
