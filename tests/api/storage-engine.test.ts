import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import * as jsonServer from 'json-server';
import os from 'node:os';
import path from 'node:path';
import { Database, StorageUnavailable } from '../../server/db/database';
import { realJournalIo, type JournalIo } from '../../server/db/journal';
import { StorageDamaged } from '../../server/db/load';
import { Repository } from '../../server/db/repository';
import { GroupIndex } from '../../server/db/indexes';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  'it tests the journaled engine itself (server/db/database.ts)',
  'the embedded storage engine',
  () => {
    // The storage engine on its own: transactions, the journal, snapshots, replay and failures.

    let dir: string;
    let file: string;
    const journal = () => path.join(dir, 'db.journal');
    const journalLines = () =>
      fs.existsSync(journal()) ? fs.readFileSync(journal(), 'utf8').split('\n').filter(Boolean) : [];
    const open = (extra: Partial<Parameters<typeof Database.open>[0]> = {}) =>
      Database.open({ file, ...extra });

    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-engine-'));
      file = path.join(dir, 'db.json');
      fs.writeFileSync(
        file,
        JSON.stringify({ items: [{ id: 1, name: 'one' }], settings: { theme: 'light' } }),
      );
    });
    afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

    describe('transactions', () => {
      it('commit as one journal record, answer only once durable, and survive a restart without a snapshot', async () => {
        const db = open();
        const done = db.transaction((tx) => {
          tx.insert('items', { name: 'two' });
          tx.update('items', 1, { name: 'uno' });
        });
        // Committed (visible) at once; the journal record is written before the promise settles.
        expect(db.get('items', 1)?.name).toBe('uno');
        await done;
        expect(journalLines()).toHaveLength(1);
        expect(JSON.parse(journalLines()[0]).ops).toHaveLength(2);
        // A crash now (no close, no snapshot): db.json is untouched, the journal brings it back.
        expect(JSON.parse(fs.readFileSync(file, 'utf8')).items).toEqual([{ id: 1, name: 'one' }]);
        const again = open();
        expect(again.rows('items')).toEqual([
          { id: 1, name: 'uno' },
          { id: 2, name: 'two' },
        ]);
        expect(again.extra('settings')).toEqual({ theme: 'light' });
      });

      it('a function that throws changes nothing, and the next transaction runs normally', async () => {
        const db = open();
        await expect(
          db.transaction((tx) => {
            tx.insert('items', { name: 'lost' });
            tx.remove('items', 1);
            throw new Error('handler failed');
          }),
        ).rejects.toThrow('handler failed');
        expect(db.rows('items')).toEqual([{ id: 1, name: 'one' }]);
        expect(journalLines()).toEqual([]);
        await db.transaction((tx) => tx.insert('items', { name: 'next' }));
        expect(db.rows('items').map((r) => r.name)).toEqual(['one', 'next']);
      });

      it('refuses a transaction started inside another one (use the tx you were given)', async () => {
        const db = open();
        let inner: Promise<unknown> | undefined;
        await db.transaction(() => {
          inner = db.transaction(() => undefined);
        });
        await expect(inner).rejects.toThrow(/nest/);
      });

      it('a row an index refuses leaves memory, indexes and the journal as they were; the next write works', async () => {
        const db = open();
        // As a real index would: its key function throws for the row, when added and when removed.
        const picky = new GroupIndex((row) => {
          if (row.name === 'bad') throw new Error('index refused the row');
          return [row.name];
        });
        db.defineIndex('items', 'picky', picky);
        await expect(
          db.transaction((tx) => {
            tx.insert('items', { name: 'first' });
            tx.update('items', 1, { name: 'bad' });
          }),
        ).rejects.toThrow('index refused the row');
        expect(db.rows('items')).toEqual([{ id: 1, name: 'one' }]);
        expect([...picky.ids('one')]).toEqual([1]);
        expect([...picky.ids('first')]).toEqual([]);
        expect(journalLines()).toEqual([]);
        await db.transaction((tx) => tx.insert('items', { name: 'good' }));
        expect([...picky.ids('good')]).toEqual([3]);
        await db.close();
        expect(
          open()
            .rows('items')
            .map((r) => r.name),
        ).toEqual(['one', 'good']);
      });

      it('a draft reads its own writes; other readers see only committed rows', async () => {
        const db = open();
        await db.transaction((tx) => {
          const row = tx.insert('items', { name: 'draft' });
          expect(tx.get('items', row.id)?.name).toBe('draft');
          expect(tx.rows('items').map((r) => r.name)).toEqual(['one', 'draft']);
          expect(db.get('items', row.id)).toBeUndefined();
        });
      });

      it('stored rows are frozen: editing a row read from the database throws', () => {
        const db = open();
        const row = db.get('items', 1) as unknown as { name: string };
        expect(() => {
          row.name = 'changed in place';
        }).toThrow(TypeError);
      });

      it('never reuses an id, even after the highest one is deleted, across restarts and snapshots', async () => {
        let db = open();
        const second = await db.transaction((tx) => tx.insert('items', { name: 'two' }));
        await db.transaction((tx) => tx.remove('items', second.id));
        db = open();
        const third = await db.transaction((tx) => tx.insert('items', { name: 'three' }));
        expect(third.id).toBe(3);
        await db.transaction((tx) => tx.remove('items', third.id));
        await db.close(); // snapshot: the sequence is kept in db.json's _meta
        expect(journalLines()).toEqual([]);
        db = open();
        expect((await db.transaction((tx) => tx.insert('items', { name: 'four' }))).id).toBe(4);
      });

      it('commits made in the same tick share one fsync (group commit)', async () => {
        let syncs = 0;
        const io: JournalIo = { ...realJournalIo, sync: (fd) => (syncs++, realJournalIo.sync(fd)) };
        const db = open({ journalIo: io });
        await Promise.all(
          Array.from({ length: 100 }, (_, i) => db.transaction((tx) => tx.insert('items', { i }))),
        );
        expect(journalLines()).toHaveLength(100);
        expect(syncs).toBeLessThanOrEqual(2);
      });
    });

    describe('journal failures (disk full, EACCES)', () => {
      const failing = () => {
        const state = { fail: false, partial: false };
        const io: JournalIo = {
          ...realJournalIo,
          async write(fd, data, position) {
            if (state.partial) await realJournalIo.write(fd, data.subarray(0, 7), position);
            if (state.fail)
              throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
            return realJournalIo.write(fd, data, position);
          },
        };
        return { state, io };
      };

      it('reject with StorageUnavailable and roll the change back; reads go on; writes recover with the disk', async () => {
        const { state, io } = failing();
        const db = open({ journalIo: io });
        await db.transaction((tx) => tx.insert('items', { name: 'kept' }));
        state.fail = true;
        state.partial = true; // a torn write lands before the error
        const results = await Promise.allSettled([
          db.transaction((tx) => tx.remove('items', 1)),
          db.transaction((tx) => tx.insert('items', { name: 'refused' })),
        ]);
        expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
        expect((results[0] as PromiseRejectedResult).reason).toBeInstanceOf(StorageUnavailable);
        expect(db.rows('items').map((r) => r.name)).toEqual(['one', 'kept']);

        state.fail = false;
        state.partial = false;
        await db.transaction((tx) => tx.insert('items', { name: 'after recovery' }));
        // The torn bytes were cut off before the next append, so the journal replays cleanly.
        const again = open();
        expect(again.rows('items').map((r) => r.name)).toEqual(['one', 'kept', 'after recovery']);
      });

      it('a refused write never comes back: its bytes are cut before the 503, even if the process dies next', async () => {
        let failSync = false;
        const io: JournalIo = {
          ...realJournalIo,
          // The whole line reaches the file, then fdatasync fails (EIO): the bytes are complete.
          sync: (fd) =>
            failSync
              ? Promise.reject(Object.assign(new Error('EIO'), { code: 'EIO' }))
              : realJournalIo.sync(fd),
        };
        const db = open({ journalIo: io });
        await db.transaction((tx) => tx.insert('items', { name: 'kept' }));
        failSync = true;
        await expect(db.transaction((tx) => tx.insert('items', { name: 'refused' }))).rejects.toBeInstanceOf(
          StorageUnavailable,
        );
        // No close, no later write: a crash here, then start-up replays the journal as it is.
        expect(
          open()
            .rows('items')
            .map((r) => r.name),
        ).toEqual(['one', 'kept']);
      });
    });

    describe('start-up', () => {
      it('drops a torn last journal line (kill -9 mid-append) with a log line', async () => {
        const db = open();
        await db.transaction((tx) => tx.insert('items', { name: 'acknowledged' }));
        fs.appendFileSync(journal(), '{"seq":2,"ops":[{"c":"items","op":"put","id":3,"doc":{"id":3,"na');
        const logs: string[] = [];
        const again = open({ log: (m) => logs.push(m) });
        expect(again.rows('items').map((r) => r.name)).toEqual(['one', 'acknowledged']);
        expect(logs.join('\n')).toMatch(/dropped an incomplete last record/);
        expect(journalLines()).toHaveLength(1);
      });

      it('stops with a clear message when the journal is damaged before its end, changing nothing', async () => {
        const db = open();
        await db.transaction((tx) => tx.insert('items', { name: 'a' }));
        await db.transaction((tx) => tx.insert('items', { name: 'b' }));
        const lines = journalLines();
        const damaged = `${lines[0].slice(0, 20)}\n${lines[1]}\n`;
        fs.writeFileSync(journal(), damaged);
        expect(() => open()).toThrow(StorageDamaged);
        expect(() => open()).toThrow(/damaged at line 1/);
        expect(fs.readFileSync(journal(), 'utf8')).toBe(damaged);
      });

      it('stops with a clear message when db.json is not JSON, never resetting it', () => {
        fs.writeFileSync(file, '{"items": [');
        expect(() => open()).toThrow(/not valid JSON.*left untouched/);
        expect(fs.readFileSync(file, 'utf8')).toBe('{"items": [');
      });

      it('replay is idempotent: records already in the snapshot are skipped', async () => {
        const db = open();
        await db.transaction((tx) => tx.insert('items', { name: 'two' }));
        const before = fs.readFileSync(journal(), 'utf8');
        await db.snapshot();
        // A crash between the snapshot's rename and the journal rewrite leaves both: put it back.
        fs.writeFileSync(journal(), before);
        const again = open();
        expect(again.rows('items').map((r) => r.name)).toEqual(['one', 'two']);
        expect((await again.transaction((tx) => tx.insert('items', { name: 'three' }))).id).toBe(3);
      });
    });

    describe('snapshots', () => {
      it('rewrite db.json as plain JSON (json-server readable) and keep only newer records in the journal', async () => {
        const db = open();
        for (let i = 0; i < 5; i++) await db.transaction((tx) => tx.insert('items', { i }));
        const snapshot = db.snapshot();
        // A write that lands while the snapshot is being taken stays in the journal.
        const late = db.transaction((tx) => tx.insert('items', { late: true }));
        await Promise.all([snapshot, late]);
        const json = JSON.parse(fs.readFileSync(file, 'utf8'));
        expect(json.items.length).toBeGreaterThanOrEqual(6);
        expect(json._meta.sequences.items).toBeGreaterThanOrEqual(6);
        expect(json.settings).toEqual({ theme: 'light' });
        const again = open();
        expect(again.rows('items')).toHaveLength(7);
        expect(again.rows('items').some((r) => r.late)).toBe(true);
        // json-server itself serves the snapshot (the design card's db.json, issue 28's "json-server reads").
        const server = http.createServer(express().use(jsonServer.router(file))).listen(0, '127.0.0.1');
        await new Promise((resolve) => server.once('listening', resolve));
        try {
          const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          const served = (await (await fetch(`${base}/items`)).json()) as Array<{ id: number }>;
          expect(served.map((r) => r.id)).toEqual(json.items.map((r: { id: number }) => r.id));
          expect(await (await fetch(`${base}/items/3`)).json()).toEqual(json.items[2]);
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      });

      it('cut the journal while writes go on: lines committed during the cut are kept, by byte, across a restart', async () => {
        const db = open();
        // A journal of several read chunks, with multi-byte text so byte and character offsets differ.
        const text = 'ঢাকা '.repeat(200);
        for (let i = 0; i < 300; i++) await db.transaction((tx) => tx.insert('items', { i, text }));
        const snapshot = db.snapshot();
        const during: Array<Promise<unknown>> = [];
        let stop = false;
        void snapshot.finally(() => (stop = true));
        for (let i = 0; !stop && i < 2000; i++) {
          during.push(db.transaction((tx) => tx.insert('items', { during: i, text })));
          await new Promise((r) => setImmediate(r));
        }
        await Promise.all([snapshot, ...during]);
        expect(during.length).toBeGreaterThan(0);
        const snapshotSeq = JSON.parse(fs.readFileSync(file, 'utf8'))._meta.journal_seq as number;
        const seqs = journalLines().map((line) => JSON.parse(line).seq as number);
        // Exactly the records after the snapshot, each once and in order: none lost, none doubled.
        expect(seqs).toEqual(seqs.map((_, i) => snapshotSeq + 1 + i));
        expect(snapshotSeq + seqs.length).toBe(300 + during.length);
        const again = open();
        expect(again.rows('items')).toHaveLength(1 + 300 + during.length);
        // Later appends land after the kept tail and replay too.
        await db.transaction((tx) => tx.insert('items', { after: true }));
        expect(open().rows('items')).toHaveLength(2 + 300 + during.length);
      });

      it('cut the lines an earlier run left in the journal once a snapshot holds them', async () => {
        const first = open();
        for (let i = 0; i < 3; i++) await first.transaction((tx) => tx.insert('items', { i }));
        const second = open(); // replays the three lines left in the journal
        await second.transaction((tx) => tx.insert('items', { i: 3 }));
        await second.snapshot();
        expect(journalLines()).toEqual([]);
        await second.transaction((tx) => tx.insert('items', { i: 4 }));
        expect(journalLines()).toHaveLength(1);
        expect(
          open()
            .rows('items')
            .map((r) => r.i ?? null),
        ).toEqual([null, 0, 1, 2, 3, 4]);
      });

      it('start on their own at the first pause in writes once the journal passes its size limit', async () => {
        const db = open({ snapshotBytes: 2000 });
        for (let i = 0; i < 20; i++)
          await db.transaction((tx) => tx.insert('items', { text: 'x'.repeat(100) }));
        expect(fs.statSync(journal()).size).toBeGreaterThan(2000); // due, but writes keep coming
        // A pause: the snapshot starts by itself and empties the journal.
        await waitUntil(() => fs.statSync(journal()).size === 0);
        expect(JSON.parse(fs.readFileSync(file, 'utf8')).items).toHaveLength(21);
        expect(open().rows('items')).toHaveLength(21);
        await db.close();
      });

      it('do not wait for a pause once the journal is far past its limit', async () => {
        const db = open({ snapshotBytes: 200 });
        let sawSnapshot = false;
        // Writes without a pause: only the far-past-the-limit rule can start a snapshot here.
        for (let i = 0; i < 60 && !sawSnapshot; i++) {
          await db.transaction((tx) => tx.insert('items', { text: 'x'.repeat(100) }));
          sawSnapshot = JSON.parse(fs.readFileSync(file, 'utf8')).items.length > 1;
        }
        expect(sawSnapshot).toBe(true);
        // The journal is still being cut after the snapshot: let it finish before the folder goes.
        await db.close();
      });
    });

    async function waitUntil(done: () => boolean, ms = 5000): Promise<void> {
      const until = Date.now() + ms;
      while (!done()) {
        if (Date.now() > until) throw new Error('timed out waiting');
        await new Promise((r) => setTimeout(r, 10));
      }
    }

    describe('repository', () => {
      it('writes need a transaction and read their own draft; others see them once committed', async () => {
        const db = open();
        const items = new Repository(db, 'items');
        await db.transaction((tx) => {
          for (const name of ['delta', 'alpha', 'charlie', 'bravo']) items.insert(tx, { name });
          expect(items.count(tx)).toBe(5);
          expect(items.count()).toBe(1);
          expect(items.find((r) => r.name === 'alpha', tx)).toMatchObject({ name: 'alpha' });
          expect(items.find((r) => r.name === 'alpha')).toBeUndefined();
        });
        expect(items.filter((r) => r.name !== 'one').map((r) => r.name)).toEqual([
          'delta',
          'alpha',
          'charlie',
          'bravo',
        ]);
      });
    });
  },
);
