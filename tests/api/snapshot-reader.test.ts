import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLineShapedJson } from '../../server/db/snapshot-reader';
import { writeSnapshotFile } from '../../server/db/snapshot';
import { serializeDb } from '../../server/seed/write-json';
import { describeOnEmbedded } from '../support/stores';

describeOnEmbedded("db.json snapshots are the embedded store's files", 'the db.json snapshot reader', () => {
  // db.json is read line by line (server/db/snapshot-reader.ts) so start-up never holds the whole
  // text beside the parsed rows; any other layout falls back to JSON.parse of the whole file.

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-reader-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const sample = {
    users: [
      { id: 1, name: 'Ä "quoted" ]', tags: ['a', 'b'], nested: { x: [1, 2] } },
      { id: 2, name: 'line\nbreak, and a comma],', emoji: '🎉' },
    ],
    sessions: [],
    leads: [{ id: 7, CompanyName: 'Acme' }],
    settings: { email_template: { padding_top: 100, cc_users: [] } },
  };

  function write(name: string, text: string): string {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    return file;
  }

  test('the seed layout reads back exactly as JSON.parse reads it', () => {
    const file = write('seed.json', serializeDb(sample));
    expect(readLineShapedJson(file)).toEqual(JSON.parse(fs.readFileSync(file, 'utf8')));
    expect(readLineShapedJson(file)).toEqual(sample);
  });

  test('the snapshot layout (with _meta and extras) reads back exactly', async () => {
    const file = path.join(dir, 'snap.json');
    const tmp = await writeSnapshotFile(file, {
      meta: { journal_seq: 42, sequences: { users: 9 } },
      collections: [
        ['users', sample.users],
        ['sessions', []],
        ['leads', sample.leads],
      ],
      extras: [['settings', sample.settings]],
    });
    fs.renameSync(tmp, file);
    const text = fs.readFileSync(file, 'utf8');
    expect(readLineShapedJson(file)).toEqual(JSON.parse(text));
    expect(readLineShapedJson(file)).toMatchObject({ _meta: { journal_seq: 42 }, users: sample.users });
  });

  test('rows longer than a read chunk and multi-byte text across chunk edges survive', () => {
    const big = { rows: Array.from({ length: 3 }, (_, i) => ({ id: i + 1, text: 'ü'.repeat(3_000_000) })) };
    const file = write('big.json', serializeDb(big));
    expect(readLineShapedJson(file)).toEqual(big);
  });

  test('any other layout is left to the whole-file parse', () => {
    expect(readLineShapedJson(write('pretty.json', JSON.stringify(sample, null, 2)))).toBeUndefined();
    expect(readLineShapedJson(write('compact.json', JSON.stringify(sample)))).toBeUndefined();
    expect(readLineShapedJson(write('cut.json', serializeDb(sample).slice(0, -4)))).toBeUndefined();
    expect(readLineShapedJson(write('array.json', '[\n{"id":1}\n]\n'))).toBeUndefined();
  });
});
