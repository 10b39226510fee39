import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage.js';
import { createLocalDiskStorage } from './local-disk-storage.js';

describe('createLocalDiskStorage', () => {
  let root: string;
  let storage: FileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'tawrid-storage-'));
    storage = createLocalDiskStorage({ root });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('returns what was put, with its content type', async () => {
    const data = Buffer.from([1, 2, 3, 4]);
    await storage.put('products/p-1/a1b2.webp', data, 'image/webp');

    expect(await storage.get('products/p-1/a1b2.webp')).toEqual({ data, contentType: 'image/webp' });
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.get('products/missing.png')).toBeNull();
  });

  it('replaces the file when a key is put again, leaving no temporary file', async () => {
    await storage.put('logos/x.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('logos/x.jpg', Buffer.from('second'), 'image/jpeg');

    expect((await storage.get('logos/x.jpg'))?.data.toString()).toBe('second');
    expect(await readdir(path.join(root, 'logos'))).toEqual(['x.jpg']);
  });

  it('deletes a file, and deleting a missing key is not an error', async () => {
    await storage.put('a.webp', Buffer.from('x'), 'image/webp');

    await storage.delete('a.webp');
    await storage.delete('a.webp');
    await storage.delete('never/there.webp');

    expect(await storage.get('a.webp')).toBeNull();
  });

  it.each(['../x.webp', '/abs.webp', 'a/../b.webp', 'A.webp', 'a.exe'])(
    'refuses the invalid key %j',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid file key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid file key/);
      expect(await readdir(root)).toEqual([]);
    },
  );

  it('refuses a content type that does not match the key extension', async () => {
    await expect(storage.put('a.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    expect(await storage.get('a.webp')).toBeNull();
  });
});
