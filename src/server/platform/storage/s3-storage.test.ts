import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app.js';
import { fromOurSite, verifiedAccount } from '../../test/accounts.js';
import { testConfig } from '../../test/app.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { startFakeS3Server, type FakeS3Server } from '../../test/fake-s3-server.js';
import { multipartFile, pngImage } from '../../test/uploads.js';
import type { FileStorage } from './file-storage.js';
import { createS3Storage, type S3StorageOptions } from './s3-storage.js';

const bucket = 'tawrid-files';
const accessKeyId = 'TAWRIDTESTKEY';

function optionsFor(server: FakeS3Server, overrides: Partial<S3StorageOptions> = {}): S3StorageOptions {
  return {
    bucket,
    region: 'us-east-1',
    endpoint: server.endpoint,
    accessKeyId,
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    ...overrides,
  };
}

describe('createS3Storage', () => {
  let server: FakeS3Server;
  let storage: FileStorage;

  beforeEach(async () => {
    server = await startFakeS3Server({ bucket, accessKeyId });
    storage = createS3Storage(optionsFor(server));
  });
  afterEach(() => server.close());

  it('returns what was put, with its content type', async () => {
    const data = Buffer.from([1, 2, 3, 4]);
    await storage.put('products/p-1/a1b2.webp', data, 'image/webp');

    expect(await storage.get('products/p-1/a1b2.webp')).toEqual({ data, contentType: 'image/webp' });
  });

  it('puts the object path-style, with its content type and an immutable year of caching, signed', async () => {
    await storage.put('logos/org-1/x.png', Buffer.from('png bytes'), 'image/png');

    expect(server.objects.get('logos/org-1/x.png')).toEqual({
      body: Buffer.from('png bytes'),
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'PUT', path: `/${bucket}/logos/org-1/x.png` });
    expect(request?.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${accessKeyId}/`));
  });

  it('signs every call with the configured access key', async () => {
    await storage.put('a.webp', Buffer.from('x'), 'image/webp');
    await storage.get('a.webp');
    await storage.delete('a.webp');

    expect(server.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE']);
    for (const request of server.requests) {
      expect(request.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)).toBe(true);
    }
  });

  it('answers null for a key never stored', async () => {
    expect(await storage.get('products/missing.png')).toBeNull();
  });

  it('replaces the object when a key is put again', async () => {
    await storage.put('logos/x.jpg', Buffer.from('first'), 'image/jpeg');
    await storage.put('logos/x.jpg', Buffer.from('second'), 'image/jpeg');

    expect((await storage.get('logos/x.jpg'))?.data.toString()).toBe('second');
    expect([...server.objects.keys()]).toEqual(['logos/x.jpg']);
  });

  it('deletes an object, and deleting a missing key is not an error', async () => {
    await storage.put('a.webp', Buffer.from('x'), 'image/webp');

    await storage.delete('a.webp');
    await storage.delete('a.webp');
    await storage.delete('never/there.webp');

    expect(await storage.get('a.webp')).toBeNull();
    expect(server.objects.size).toBe(0);
  });

  it.each(['../x.webp', '/abs.webp', 'a/../b.webp', 'A.webp', 'a.exe'])(
    'refuses the invalid key %j without calling S3',
    async (key) => {
      await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid file key/);
      await expect(storage.get(key)).rejects.toThrow(/Invalid file key/);
      await expect(storage.delete(key)).rejects.toThrow(/Invalid file key/);
      expect(server.requests).toEqual([]);
    },
  );

  it('refuses a content type that does not match the key extension', async () => {
    await expect(storage.put('a.webp', Buffer.from('x'), 'text/html')).rejects.toThrow(/does not match/);
    expect(server.requests).toEqual([]);
  });

  it('serves the type the key implies, whatever metadata the object carries', async () => {
    server.objects.set('a.png', {
      body: Buffer.from('<html>'),
      contentType: 'text/html',
      cacheControl: undefined,
    });

    expect(await storage.get('a.png')).toEqual({ data: Buffer.from('<html>'), contentType: 'image/png' });
  });

  it('fails loudly, rather than answering "missing", for a wrong bucket or refused credentials', async () => {
    const wrongBucket = createS3Storage(optionsFor(server, { bucket: 'no-such-bucket' }));
    const wrongKey = createS3Storage(optionsFor(server, { accessKeyId: 'SOMEONEELSE' }));

    await expect(wrongBucket.get('a.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrongBucket.delete('a.webp')).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(wrongKey.get('a.webp')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
    await expect(wrongKey.put('a.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({
      name: 'InvalidAccessKeyId',
    });
  });
});

describe('two app nodes on one S3 bucket', () => {
  let server: FakeS3Server;
  let database: TestDatabase;
  const dataDirs: string[] = [];
  let nodeA: App;
  let nodeB: App;

  /** One node: the real app on the shared database, its own (empty) data folder, files in the fake S3. */
  async function startNode() {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'tawrid-s3-node-'));
    dataDirs.push(dataDir);
    // Built as a variable: the app's config type does not list `storage`; createServices reads it.
    const config = { ...testConfig(dataDir), storage: { driver: 's3' as const, ...optionsFor(server) } };
    const app = await buildApp({ config, database, logger: false });
    await app.ready();
    return app;
  }

  beforeAll(async () => {
    server = await startFakeS3Server({ bucket, accessKeyId });
    database = await createTestDatabase();
    nodeA = await startNode();
    nodeB = await startNode();
  });
  afterAll(async () => {
    await nodeA?.close();
    await nodeB?.close();
    await database?.drop();
    await server?.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('serves a picture uploaded through one node from the other, and a delete on one reaches both', async () => {
    const { cookie } = await verifiedAccount(nodeA);
    const upload = multipartFile(await pngImage(600, 400), 'me.png', 'image/png');
    const uploaded = await nodeA.inject({
      method: 'PUT',
      url: '/api/users/me/profile-picture',
      headers: { ...fromOurSite, cookie, ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const { url } = uploaded.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/files\/avatars\/[0-9a-f-]+\.webp$/);

    const fromB = await nodeB.inject({ url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/webp');
    expect(fromB.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(fromB.rawPayload.equals((await nodeA.inject({ url })).rawPayload)).toBe(true);
    expect(server.objects.has(url.slice('/api/files/'.length))).toBe(true);
    // Nothing went to either node's local disk.
    for (const dir of dataDirs) expect(await readdir(dir)).toEqual([]);

    const removed = await nodeB.inject({
      method: 'DELETE',
      url: '/api/users/me/profile-picture',
      headers: { ...fromOurSite, cookie },
    });
    expect(removed.statusCode).toBe(200);
    expect((await nodeA.inject({ url })).statusCode).toBe(404);
  });
});
