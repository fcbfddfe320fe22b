/**
 * Crash test of the storage: a server process is killed with SIGKILL at a random moment while 20
 * writers create (and sometimes delete) countries as fast as they can, then a new process is
 * started on the same DATA_DIR. Whatever the server acknowledged before dying must be there
 * after the restart, nothing acknowledged as deleted may come back, an id never changes owner,
 * db.json is always valid JSON, and replaying the journal twice gives the same data.
 *
 * A process kill leaves the OS page cache intact, so this checks the server's own ordering
 * (answer only after the write is in the journal, torn journal tails, snapshot swaps, replay),
 * not what fsync guarantees across a power cut.
 *
 * Env: CRMS_KILL_ROUNDS (default 50), CRMS_KILL_SEED (replays the same kill delays),
 * CRMS_KILL_KEEP=1 (keep the DATA_DIR for inspection; its path is printed).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnStandbyServer, type ChildServer, type StandbyServer } from '../support/child-server';
import {
  describeError,
  Ledger,
  listCountries,
  login,
  roundLog,
  writer,
  type Row,
} from './support/kill-writers';
import { mulberry32 } from '../../server/seed/prng';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  'kill -9 mid journal append or snapshot swap, then replay',
  'kill -9 during writes',
  () => {
    const ROUNDS = envInt('CRMS_KILL_ROUNDS', 50);
    const WRITERS = 20;
    const KILL_AFTER_MIN_MS = 20;
    const KILL_AFTER_MAX_MS = 300;
    /** Every n rounds the freshly started server is killed again without writes (replay twice). */
    const REPLAY_CHECK_EVERY = 10;
    const SEED = envInt('CRMS_KILL_SEED', Date.now() % 2 ** 31);
    const KEEP_DIR = process.env.CRMS_KILL_KEEP === '1';
    /**
     * A 4 KB journal limit (8 MB in production) makes the server take background snapshots and cut
     * its journal while the writers run, so kills also land mid-snapshot and mid-cut. (16 KB met only
     * 3 snapshots in 50 rounds on a quiet machine, fewer than the check below asks; 4 KB met 19.)
     */
    const SERVER_ENV = { CRMS_SNAPSHOT_BYTES: String(4 * 1024) };
    /** Snapshots taken while writers ran, seen as distinct `_meta.journal_seq` values of db.json. */
    const MIN_SNAPSHOTS = Math.min(5, Math.floor(ROUNDS / 5));
    /** How many problems a failure message lists (the rest are counted). */
    const SHOW_PROBLEMS = 40;

    function envInt(name: string, fallback: number): number {
      const raw = process.env[name];
      if (raw === undefined || raw === '') return fallback;
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 0)
        throw new Error(`${name} must be a non-negative integer, got '${raw}'`);
      return n;
    }

    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    /** db.json must be complete JSON at any moment: it is only ever replaced whole. */
    /** The journal position db.json holds (0 before the first snapshot). */
    function snapshotSeq(dataDir: string): number {
      const meta = (
        JSON.parse(fs.readFileSync(path.join(dataDir, 'db.json'), 'utf8')) as {
          _meta?: { journal_seq?: number };
        }
      )._meta;
      return meta?.journal_seq ?? 0;
    }

    function checkDbJson(dataDir: string, when: string): string[] {
      const file = path.join(dataDir, 'db.json');
      let text: string;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch (e) {
        return [`${when}: db.json unreadable: ${describeError(e)}`];
      }
      try {
        const parsed: unknown = JSON.parse(text);
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
          return [`${when}: db.json is not a JSON object`];
        }
      } catch (e) {
        return [`${when}: db.json is not valid JSON (${text.length} bytes): ${describeError(e)}`];
      }
      return [];
    }

    const pairs = (rows: Row[]) => new Set(rows.map((r) => `${r.id}:${r.name}`));

    let dataDir: string;
    let current: ChildServer | undefined;
    /**
     * Processes for the next starts, compiling the server's code (over a second of CPU each) while
     * the current one runs; a round is shorter than one compile, so more than one is kept ahead.
     */
    const standbys: StandbyServer[] = [];
    const STANDBYS_AHEAD = 2;
    /** Milliseconds from START to a signed-in admin, per start (start-up replay cost shows here). */
    const startTimes: number[] = [];

    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-kill-'));
    });

    afterAll(async () => {
      await current?.kill9();
      await Promise.all(standbys.splice(0).map((s) => s.discard()));
      if (KEEP_DIR) console.log(`durability-kill: DATA_DIR kept at ${dataDir}`);
      else fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** Fails the test with every problem of this step, the seed to replay it and the child's stderr. */
    function assertNone(problems: string[], step: string): void {
      if (problems.length === 0) return;
      const shown = problems.slice(0, SHOW_PROBLEMS).map((p) => `  - ${p}`);
      if (problems.length > SHOW_PROBLEMS) shown.push(`  ... and ${problems.length - SHOW_PROBLEMS} more`);
      const stderr = current?.stderr().trim();
      throw new Error(
        [
          `${step}: ${problems.length} problem(s) (CRMS_KILL_SEED=${SEED}; ` +
            (KEEP_DIR ? `DATA_DIR kept at ${dataDir})` : 'CRMS_KILL_KEEP=1 keeps the DATA_DIR)'),
          ...shown,
          ...(stderr ? ['--- server stderr ---', stderr] : []),
        ].join('\n'),
      );
    }

    async function start(): Promise<{ server: ChildServer; token: string }> {
      const t0 = Date.now();
      while (standbys.length < STANDBYS_AHEAD + 1) standbys.push(spawnStandbyServer(SERVER_ENV));
      // Only the started process ever opens the folder; the others wait for their turn.
      current = await standbys.shift()!.start(dataDir);
      const token = await login(current);
      startTimes.push(Date.now() - t0);
      return { server: current, token };
    }

    it(
      `every acknowledged write survives kill -9 under ${WRITERS} writers (${ROUNDS} rounds)`,
      async () => {
        const random = mulberry32(SEED);
        const ledger = new Ledger();
        const snapshotSeqs = new Set<number>();
        const acksPerWriter = Array<number>(WRITERS).fill(0);
        const began = Date.now();

        for (let round = 0; round <= ROUNDS; round++) {
          // Each start replays what the previous round's killed server left behind.
          let { server, token } = await start();
          const after = round === 0 ? 'first start' : `restart after round ${round - 1}`;
          const listed = await listCountries(server, token);
          assertNone([...ledger.check(listed, after), ...checkDbJson(dataDir, after)], after);

          if (round > 0 && round % REPLAY_CHECK_EVERY === 0) {
            // Replaying the same journal again (after a kill with no writes) must give the same rows.
            await server.kill9();
            ({ server, token } = await start());
            const when = `second replay after round ${round - 1}`;
            const again = await listCountries(server, token);
            const first = pairs(listed);
            const second = pairs(again);
            const diff = [
              ...[...first].filter((p) => !second.has(p)).map((p) => `${when}: row ${p} gone`),
              ...[...second].filter((p) => !first.has(p)).map((p) => `${when}: row ${p} appeared`),
            ];
            assertNone([...diff, ...ledger.check(again, when), ...checkDbJson(dataDir, when)], when);
          }

          if (round === ROUNDS) {
            // A clean shutdown writes its final snapshot; that one must be whole too.
            await server.stop();
            assertNone(checkDbJson(dataDir, 'after a clean stop'), 'clean stop');
            break;
          }

          const log = roundLog(round, server.baseUrl, token, acksPerWriter);
          const writers = Array.from({ length: WRITERS }, (_, w) => writer(log, w));
          await sleep(KILL_AFTER_MIN_MS + Math.floor(random() * (KILL_AFTER_MAX_MS - KILL_AFTER_MIN_MS + 1)));
          const diedOnItsOwn = server.child.exitCode !== null || server.child.signalCode !== null;
          log.killed = true;
          await server.kill9();
          await Promise.all(writers);
          const step = `round ${round}`;
          assertNone(
            [
              ...(diedOnItsOwn ? [`server exited before the kill (code ${server.child.exitCode})`] : []),
              ...log.unexpected,
              ...ledger.record(log),
              // The file a crash leaves behind must be whole, before any start-up code repairs anything.
              ...checkDbJson(dataDir, `${step}, right after the kill`),
            ],
            step,
          );
          snapshotSeqs.add(snapshotSeq(dataDir));
        }

        const seconds = (Date.now() - began) / 1000;
        const ms = startTimes;
        console.log(
          `durability-kill: ${ROUNDS} rounds in ${seconds.toFixed(1)} s (CRMS_KILL_SEED=${SEED}); ` +
            `${ms.length} starts, ms to signed in: first ${ms[0]}, last ${ms[ms.length - 1]}, max ${Math.max(...ms)}; ` +
            `${ledger.acks} acknowledged creates, ${ledger.deleteAcks} acknowledged deletes, ` +
            `${ledger.mustExist.size} rows checked at the end; ${snapshotSeqs.size} distinct snapshots seen after kills`,
        );
        expect(ledger.acks).toBeGreaterThan(0);
        // The kills must have met snapshots and journal cuts, not only appends.
        expect([...snapshotSeqs].filter((seq) => seq > 0).length).toBeGreaterThanOrEqual(MIN_SNAPSHOTS);
      },
      // Roughly one second per start plus the writing window; generous for slow CI machines.
      120_000 + ROUNDS * 10_000,
    );
  },
);
