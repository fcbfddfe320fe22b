import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../../server/db/database';
import { realJournalIo, type JournalIo } from '../../server/db/journal';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  "write turns and group commit of server/db/write-turns.ts; PostgreSQL's are tests/api/postgres/repository-contract/postgres-transaction.test.ts",
  'async transactions of the embedded store',
  () => {
    // Async transaction functions on the embedded store (server/db/write-turns.ts): one at a time in
    // arrival order, nothing answered before it is durable, a throw or rejection changes nothing.

    let dir: string;
    let file: string;
    const journalLines = () => {
      const journal = path.join(dir, 'db.journal');
      return fs.existsSync(journal) ? fs.readFileSync(journal, 'utf8').split('\n').filter(Boolean) : [];
    };
    const open = (journalIo?: JournalIo) => Database.open({ file, journalIo });
    /** Lets other work run: a turn that awaits this gives every other caller a chance to interleave. */
    const yieldToOthers = () => new Promise((resolve) => setImmediate(resolve));

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-async-tx-'));
      file = path.join(dir, 'db.json');
      fs.writeFileSync(file, JSON.stringify({ counters: [{ id: 1, n: 0 }], items: [] }));
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('runs concurrent async transactions one at a time, in arrival order: no lost update', async () => {
      const db = open();
      let running = 0;
      let most = 0;
      const order: number[] = [];
      const writers = Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          running++;
          most = Math.max(most, running);
          const n = tx.get('counters', 1)!.n as number;
          await yieldToOthers(); // a read-modify-write across an await: the classic lost update
          tx.update('counters', 1, { n: n + 1 });
          order.push(i);
          running--;
          return i;
        }),
      );
      expect(await Promise.all(writers)).toEqual(order);
      expect(most).toBe(1);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      expect(db.get('counters', 1)!.n).toBe(20);
      expect(journalLines()).toHaveLength(20);
    });

    it('a sync transaction that arrives while an async one holds the turn waits for it', async () => {
      const db = open();
      const first = db.transaction(async (tx) => {
        await yieldToOthers();
        tx.insert('items', { name: 'first' });
      });
      const second = db.transaction((tx) => tx.insert('items', { name: 'second' }));
      await Promise.all([first, second]);
      expect(db.rows('items').map((r) => r.name)).toEqual(['first', 'second']);
      expect(journalLines().map((l) => JSON.parse(l).ops[0].doc.name)).toEqual(['first', 'second']);
    });

    it('a throw after an await or a rejection changes nothing; the next turn runs', async () => {
      const db = open();
      const thrown = db.transaction(async (tx) => {
        tx.insert('items', { name: 'lost' });
        await yieldToOthers();
        tx.update('counters', 1, { n: 99 });
        throw new Error('handler failed');
      });
      const rejected = db.transaction((tx) => {
        tx.insert('items', { name: 'lost too' });
        return Promise.reject(new Error('rejected'));
      });
      const next = db.transaction(async (tx) => tx.insert('items', { name: 'next' }));
      await expect(thrown).rejects.toThrow('handler failed');
      await expect(rejected).rejects.toThrow('rejected');
      expect((await next).name).toBe('next');
      expect(db.rows('items').map((r) => r.name)).toEqual(['next']);
      expect(db.get('counters', 1)!.n).toBe(0);
      expect(journalLines()).toHaveLength(1);
    });

    it('answers only once its journal record is durable', async () => {
      let openGate!: () => void;
      const gate = new Promise<void>((resolve) => (openGate = resolve));
      let syncCalled!: () => void;
      const syncing = new Promise<void>((resolve) => (syncCalled = resolve));
      const io: JournalIo = {
        ...realJournalIo,
        async sync(fd) {
          syncCalled();
          await gate;
          return realJournalIo.sync(fd);
        },
      };
      const db = open(io);
      let answered = false;
      const done = db
        .transaction(async (tx) => {
          await yieldToOthers();
          return tx.insert('items', { name: 'durable' });
        })
        .then(() => (answered = true));
      await syncing;
      await yieldToOthers();
      // Applied in memory and written, but its fdatasync has not returned: no answer yet.
      expect(db.rows('items')).toHaveLength(1);
      expect(answered).toBe(false);
      openGate();
      await done;
      expect(answered).toBe(true);
      expect(journalLines()).toHaveLength(1);
    });

    it('turns that commit while a sync runs share the next fsync (group commit)', async () => {
      let syncs = 0;
      const io: JournalIo = { ...realJournalIo, sync: (fd) => (syncs++, realJournalIo.sync(fd)) };
      const db = open(io);
      await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          db.transaction(async (tx) => {
            await Promise.resolve();
            return tx.insert('items', { i });
          }),
        ),
      );
      expect(journalLines()).toHaveLength(100);
      expect(syncs).toBeLessThanOrEqual(3);
    });

    it('a write through a transaction whose turn has ended throws instead of vanishing', async () => {
      const db = open();
      let kept: Parameters<Parameters<typeof db.transaction>[0]>[0] | undefined;
      await db.transaction(async (tx) => {
        kept = tx;
        await yieldToOthers();
      });
      expect(() => kept!.insert('items', { name: 'late' })).toThrow(/ended/);
      expect(db.rows('items')).toEqual([]);
    });

    it('close waits for the turns in flight and keeps their changes', async () => {
      const db = open();
      const writes = Array.from({ length: 5 }, (_, i) =>
        db.transaction(async (tx) => {
          await yieldToOthers();
          tx.insert('items', { i });
        }),
      );
      await db.close();
      await Promise.all(writes);
      expect(open().rows('items')).toHaveLength(5);
    });
  },
);
