import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { openFolderStore } from '../../server/files/folder-store';
import { filesDirFor } from '../../server/files/location';
import type { FileInfo } from '../../server/files/store';

let root: string;
let dir: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'crms-files-'));
  dir = path.join(root, 'files');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const INFO: FileInfo = { original_name: 'Card One.txt', mime: 'text/plain', uploaded_by: 7 };

describe('the folder file store', () => {
  it('puts, reads back as a stream with its info, says it exists, and deletes', async () => {
    const store = openFolderStore(dir);
    await store.put('a1.txt', Buffer.from('hello'), INFO);
    expect(fs.readFileSync(path.join(dir, 'a1.txt'), 'utf8')).toBe('hello');
    expect(await store.exists('a1.txt')).toBe(true);
    const file = await store.read('a1.txt');
    expect(file).toMatchObject({ size: 5, info: INFO });
    expect(await text(file!.body)).toBe('hello');

    await store.delete('a1.txt');
    expect(await store.exists('a1.txt')).toBe(false);
    expect(await store.read('a1.txt')).toBeUndefined();
    expect(fs.readdirSync(dir)).toEqual(['.meta']);
    expect(fs.readdirSync(path.join(dir, '.meta'))).toEqual([]);
  });

  it('takes a stream as well as bytes', async () => {
    const store = openFolderStore(dir);
    await store.put('s.txt', Readable.from([Buffer.from('one '), Buffer.from('two')]), INFO);
    expect(await text((await store.read('s.txt'))!.body)).toBe('one two');
  });

  it('answers a missing file as missing, and deleting it is no error', async () => {
    const store = openFolderStore(dir);
    expect(await store.read('nothing.png')).toBeUndefined();
    expect(await store.exists('nothing.png')).toBe(false);
    await expect(store.delete('nothing.png')).resolves.toBeUndefined();
  });

  it('reads a file placed without info (the seed samples) with empty info', async () => {
    const store = openFolderStore(dir);
    fs.writeFileSync(path.join(dir, 'seed-logo-1.png'), 'png');
    const file = await store.read('seed-logo-1.png');
    expect(file).toMatchObject({ size: 3, info: {} });
    expect(await text(file!.body)).toBe('png');
  });

  it.each(['../secret.txt', 'a/b.txt', 'a\\b.txt', '..', '.meta', '.partial-0123', 'x.json/..', '', 'noext'])(
    'refuses the name %j: never reads, finds, deletes or writes outside its own files',
    async (name) => {
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
      const store = openFolderStore(dir);
      expect(await store.read(name)).toBeUndefined();
      expect(await store.exists(name)).toBe(false);
      await store.delete(name);
      await expect(store.put(name, Buffer.from('x'), INFO)).rejects.toThrow('Not a stored file name');
      expect(fs.readFileSync(path.join(root, 'secret.txt'), 'utf8')).toBe('secret');
      expect(fs.readdirSync(dir)).toEqual(['.meta']);
    },
  );

  it('leaves nothing behind when a streamed write fails, and clears temp files of a crash on open', async () => {
    const store = openFolderStore(dir);
    const failing = new Readable({
      read() {
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.put('f.txt', failing, INFO)).rejects.toThrow('client went away');
    expect(await store.exists('f.txt')).toBe(false);
    expect(fs.readdirSync(dir)).toEqual(['.meta']);
    expect(fs.readdirSync(path.join(dir, '.meta'))).toEqual([]);

    fs.writeFileSync(path.join(dir, '.partial-0123456789abcdef'), 'half');
    expect(openFolderStore(dir).removed).toBe(1);
    expect(fs.readdirSync(dir)).toEqual(['.meta']);
  });
});

describe('filesDirFor', () => {
  it('is FILES_DIR when set, else DATA_DIR/uploads as before', () => {
    expect(filesDirFor('/srv/data', {})).toBe(path.resolve('/srv/data/uploads'));
    expect(filesDirFor('/srv/data', { FILES_DIR: '/mnt/shared/files' })).toBe(
      path.resolve('/mnt/shared/files'),
    );
  });
});
