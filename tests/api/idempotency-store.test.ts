/**
 * The embedded idempotency store under its seam (server/idempotency/store.ts): keys are found by
 * user and key, the purge drops only keys past their days, and a route that writes under a key
 * without keeping it is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Database } from '../../server/db/database';
import { embeddedTx } from '../../server/db/transaction';
import {
  embeddedIdempotencyStore,
  guardKeptAnswers,
  keepAnswer,
  purgeOldKeys,
} from '../../server/idempotency';
import { runWithKey } from '../../server/idempotency/pending';
import type { IdempotencyStore } from '../../server/idempotency/store';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded(
  "server/idempotency/embedded-store.ts; PostgreSQL's is tests/api/postgres/repository-contract/idempotency.test.ts",
  'the embedded idempotency store',
  () => {
    let dir: string;
    let db: Database;
    let store: IdempotencyStore;
    beforeEach(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-idem-'));
      fs.writeFileSync(path.join(dir, 'db.json'), JSON.stringify({ notes: [] }));
      db = Database.open({ file: path.join(dir, 'db.json') });
      store = embeddedIdempotencyStore(db, (fn) => db.transaction(fn));
    });
    afterEach(async () => {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    });

    const DAY = 24 * 60 * 60_000;
    const answer = { status: 201, body: { contents: { id: 1 } } };
    const keepAt = (scope: string, at: Date) =>
      db.transaction((tx) =>
        store.keep(tx, { scope, user_id: 1, fingerprint: 'f', answer, created_at: at.toISOString() }),
      );

    it('finds a kept key by its scope only', async () => {
      await keepAt('1:a', new Date());
      expect(await store.find('1:a')).toMatchObject({ fingerprint: 'f', answer });
      expect(await store.find('2:a')).toBeUndefined();
    });

    it('refuses to keep a scope twice', async () => {
      await keepAt('1:a', new Date());
      await expect(keepAt('1:a', new Date())).rejects.toMatchObject({ status: 409 });
    });

    it('one claim per scope until it is let go', async () => {
      const release = await store.claim('1:a');
      expect(release).not.toBeNull();
      expect(await store.claim('1:a')).toBeNull();
      expect(await store.claim('2:a')).not.toBeNull();
      release!();
      expect(await store.claim('1:a')).not.toBeNull();
    });

    it('the purge drops the keys older than 30 days and keeps the rest', async () => {
      const now = new Date('2026-11-26T12:00:00Z');
      await keepAt('1:old', new Date(now.getTime() - 31 * DAY));
      await keepAt('1:edge', new Date(now.getTime() - 29 * DAY));
      await keepAt('1:new', now);
      expect(await purgeOldKeys({ idempotency: store, now: () => now })).toBe(1);
      expect(await store.find('1:old')).toBeUndefined();
      expect(await store.find('1:edge')).toBeDefined();
      expect(await store.find('1:new')).toBeDefined();
    });

    describe('guardKeptAnswers', () => {
      const transaction = guardKeptAnswers((fn) => db.transaction(fn));
      const ctx = () => ({ idempotency: store, now: () => new Date() });
      const underKey = <T>(work: () => Promise<T>) =>
        new Promise<T>((resolve, reject) =>
          runWithKey({ scope: '1:k', userId: 1, fingerprint: 'f' }, () => {
            work().then(resolve, reject);
          }),
        );

      it('refuses a write under a key that keeps no answer, and commits nothing', async () => {
        await expect(
          underKey(() => transaction((tx) => embeddedTx(tx).insert('notes', { text: 'x' }))),
        ).rejects.toThrow(/without keepAnswer/);
        expect(db.rows('notes')).toEqual([]);
      });

      it('commits the record and its key together', async () => {
        await underKey(() =>
          transaction(async (tx) => {
            const row = embeddedTx(tx).insert('notes', { text: 'x' });
            return await keepAnswer(ctx(), tx, 201, { id: row.id });
          }),
        );
        expect(db.rows('notes')).toHaveLength(1);
        expect((await store.find('1:k'))?.answer).toEqual({ status: 201, body: { id: 1 } });
      });

      it('a rolled-back transaction leaves the key to be kept by the next one', async () => {
        await underKey(async () => {
          await expect(
            transaction(async (tx) => {
              await keepAnswer(ctx(), tx, 201, {});
              throw new Error('validation failed');
            }),
          ).rejects.toThrow('validation failed');
          await transaction(async (tx) => keepAnswer(ctx(), tx, 201, { second: true }));
        });
        expect((await store.find('1:k'))?.answer.body).toEqual({ second: true });
      });
    });
  },
);
