import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '../../contract/errors/error-body.js';
import { fromOurSite, nextAddress, supplierAccount, verifiedAccount } from '../test/accounts.js';
import { createTestApp } from '../test/app.js';
import { addToCart, callAs, checkout, productOf } from '../test/checkout.js';
import { multipartFile, pngImage } from '../test/uploads.js';

/*
 * Issue 11, spec §5 (images: at most 5 MB, only PNG, JPEG or WebP): every upload route refuses files
 * over 5 MB (413 FILE_TOO_LARGE), anything whose bytes are not one of the three whatever its name and
 * declared type (415 FILE_TYPE_NOT_ALLOWED), and decompression bombs without decoding them; an accepted
 * image is stored re-encoded as WebP without the original's metadata.
 */

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let bit = 0; bit < 8; bit++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = crcTable[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 PNG whose header claims width × height: a few hundred bytes that would decode to gigabytes. */
async function pngBomb(width: number, height: number) {
  const png = Buffer.from(await pngImage(1, 1));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

/**
 * A valid PNG of width × height black pixels at 1 bit each: all its rows compress to almost nothing
 * (20,000 × 20,000 is 48 KB). Unlike a truncated header, it decodes, so only a pixel limit stops it.
 */
function validPngBomb(width: number, height: number) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1, colour type 0 (greyscale), deflate, no filter, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A lossless WebP whose VP8L header claims 16383 × 16383 pixels (the format’s most). */
async function webpBomb() {
  const webp = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .webp({ lossless: true })
      .toBuffer(),
  );
  const chunk = webp.indexOf('VP8L', 12, 'latin1');
  // After the chunk's type and size: the signature byte 0x2f, then 14 bits of width − 1 and of height − 1.
  const header = chunk + 8 + 1;
  const bits = webp.readUInt32LE(header) & ~0x0fffffff;
  webp.writeUInt32LE((bits | 16382 | (16382 << 14)) >>> 0, header);
  return webp;
}

/** A JPEG whose frame header (SOF0) claims 65000 × 65000 pixels. */
async function jpegBomb() {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } })
      .jpeg()
      .toBuffer(),
  );
  const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
  jpeg.writeUInt16BE(65_000, frame + 5);
  jpeg.writeUInt16BE(65_000, frame + 7);
  return jpeg;
}

const marker = 'TAWRID-SECRET-METADATA-7e1f';

/** A real PNG carrying the marker in a tEXt chunk and in its EXIF. */
async function pngWithMetadata() {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#0a7' } })
    .withExif({ IFD0: { ImageDescription: marker, Artist: marker } })
    .png()
    .toBuffer();
  // The tEXt chunk goes right after IHDR (8 bytes of signature + 25 of IHDR).
  const text = pngChunk('tEXt', Buffer.from(`Comment\u0000${marker}`, 'latin1'));
  return Buffer.concat([png.subarray(0, 33), text, png.subarray(33)]);
}

/** A JPEG with the marker in its EXIF. */
function jpegWithMetadata() {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#a70' } })
    .withExif({ IFD0: { ImageDescription: marker } })
    .jpeg()
    .toBuffer();
}

// Minimal GIF89a, one transparent pixel.
const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const svgWithScript = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

describe('upload abuse', () => {
  let testApp: Awaited<ReturnType<typeof createTestApp>>;
  const app = () => testApp.app;
  let cookie = '';
  let productId = '';
  let serviceId = '';
  let threadId = '';
  let disputeId = '';
  let buyerCookie = '';
  let uploadRoutes: string[] = [];

  /** Every upload route, with the URL it is called at and where the stored image's URL is in its answer. */
  const targets: Record<
    string,
    { url: () => string; storedUrl: (answer: unknown) => string; cookie?: () => string }
  > = {
    'PUT /api/users/me/profile-picture': {
      url: () => '/api/users/me/profile-picture',
      storedUrl: (answer) => (answer as { url: string }).url,
    },
    'PUT /api/suppliers/me/banner': {
      url: () => '/api/suppliers/me/banner',
      storedUrl: (answer) => (answer as { url: string }).url,
    },
    'POST /api/suppliers/me/products/{id}/images': {
      url: () => `/api/suppliers/me/products/${productId}/images`,
      storedUrl: (answer) => (answer as { images: { url: string }[] }).images.at(-1)!.url,
    },
    'POST /api/suppliers/me/services/{id}/images': {
      url: () => `/api/suppliers/me/services/${serviceId}/images`,
      storedUrl: (answer) => (answer as { images: { url: string }[] }).images.at(-1)!.url,
    },
    'POST /api/chats/{id}/images': {
      url: () => `/api/chats/${threadId}/images`,
      storedUrl: (answer) => (answer as { image: { url: string } }).image.url,
    },
    // Issue 25: the photos of a dispute, each side's own (the buyer's and the supplier's endpoints).
    'POST /api/buyers/me/disputes/{id}/photos': {
      url: () => `/api/buyers/me/disputes/${disputeId}/photos`,
      storedUrl: (answer) => (answer as { photos: { url: string }[] }).photos.at(-1)!.url,
      cookie: () => buyerCookie,
    },
    'POST /api/suppliers/me/disputes/{id}/photos': {
      url: () => `/api/suppliers/me/disputes/${disputeId}/photos`,
      storedUrl: (answer) => (answer as { photos: { url: string }[] }).photos.at(-1)!.url,
    },
  };
  const cookieOf = (route: string) => targets[route]!.cookie?.() ?? cookie;

  const upload = (route: string, file: Buffer, filename: string, contentType: string) => {
    const { payload, headers } = multipartFile(file, filename, contentType);
    return app().inject({
      method: route.split(' ')[0] as 'PUT' | 'POST',
      url: targets[route]!.url(),
      headers: { ...fromOurSite, cookie: cookieOf(route), ...headers },
      payload,
      remoteAddress: nextAddress(),
    });
  };

  /** What an accepted upload would change: pictures, listing images, chat messages. */
  const storedState = async () =>
    (
      await testApp.database.pool.query(
        `SELECT (SELECT pfp_key FROM users WHERE id = $1) AS pfp,
                (SELECT banner_key FROM suppliers WHERE user_id = $1) AS banner,
                (SELECT count(*)::int FROM listing_images) AS listing_images,
                (SELECT count(*)::int FROM chat_messages WHERE thread_id = $2) AS chat_messages,
                (SELECT count(*)::int FROM dispute_photos) AS dispute_photos`,
        [supplierId, threadId],
      )
    ).rows[0] as Record<string, unknown>;
  let supplierId = '';
  const bombs = {} as Record<'truncatedPng' | 'validPng' | 'webp' | 'jpeg', Buffer>;

  beforeAll(async () => {
    testApp = await createTestApp();
    Object.assign(bombs, {
      truncatedPng: await pngBomb(50_000, 50_000),
      validPng: validPngBomb(20_000, 20_000),
      webp: await webpBomb(),
      jpeg: await jpegBomb(),
    });
    const document = (await app().inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { description?: string }>>;
    }>();
    uploadRoutes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => operation.description?.includes('multipart/form-data'))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );

    const supplier = await supplierAccount(app());
    cookie = supplier.cookie;
    supplierId = supplier.user.id;
    const tree = await app().services.categories.listCategoryTree('en');
    const { catalog } = app().services;
    productId = (
      await catalog.createProduct(supplierId, {
        nameEn: 'Upload target',
        descriptionEn: '',
        categoryId: tree.find((c) => c.usedFor === 'PRODUCT')!.subcategories[0]!.id,
        price: 1_000,
        caseQuantity: 1,
        minOrderQuantity: 1,
        maxOrderQuantity: null,
        stock: 1,
        isGroupPurchaseEnabled: false,
        groupMinQuantity: null,
        groupDeadlineDays: null,
        groupPrice: null,
      })
    ).id;
    serviceId = (
      await catalog.createService(supplierId, {
        nameEn: 'Upload target',
        descriptionEn: '',
        categoryId: tree.find((c) => c.usedFor === 'SERVICE')!.subcategories[0]!.id,
        price: 1_000,
        isPriceNegotiable: false,
        availability: 'EVERYDAY',
      })
    ).id;
    const buyer = await verifiedAccount(app());
    const thread = await callAs(app(), 'POST', '/api/chats', buyer.cookie, {
      counterpartId: supplierId,
      mySide: 'BUYER',
    });
    threadId = thread.json<{ id: string }>().id;

    // A dispute on a delivered order of this supplier's, bought by that buyer with a card.
    buyerCookie = buyer.cookie;
    const disputed = await productOf(app(), supplierId, { price: 1_000, stock: 100 });
    await addToCart(app(), buyer.cookie, disputed, 10);
    const paid = await checkout(app(), buyer.cookie);
    expect(paid.statusCode, paid.body).toBe(201);
    const orders = (await callAs(app(), 'GET', '/api/suppliers/me/orders', cookie)).json<{ id: string }[]>();
    for (const action of ['PROCESS', 'SHIP']) {
      const moved = await callAs(app(), 'PATCH', `/api/suppliers/me/orders/${orders[0]!.id}/status`, cookie, {
        action,
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const opened = await callAs(
      app(),
      'POST',
      `/api/buyers/me/orders/${orders[0]!.id}/disputes`,
      buyer.cookie,
      {
        reason: 'DAMAGED',
        description: 'The carton arrived crushed.',
      },
    );
    expect(opened.statusCode, opened.body).toBe(201);
    disputeId = opened.json<{ id: string }>().id;
  });
  afterAll(() => testApp?.close());

  it('crafts real bombs: hundreds of millions of pixels or more, claimed in a few kilobytes', async () => {
    for (const bomb of Object.values(bombs)) {
      const { width = 0, height = 0 } = await sharp(bomb, { limitInputPixels: false }).metadata();
      expect(width * height).toBeGreaterThan(250_000_000);
      expect(bomb.length).toBeLessThan(64 * 1024);
    }
  });

  it('covers every upload route of the OpenAPI document', () => {
    expect(uploadRoutes.sort()).toEqual(Object.keys(targets).sort());
  });

  const refusals: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
    [
      'a file one byte over 5 MB',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(5 * 1024 * 1024 - 7)]),
      'big.png',
      'image/png',
      413,
      'FILE_TOO_LARGE',
    ],
    [
      'text named .png',
      () => Buffer.from('just some text, not an image'),
      'notes.png',
      'image/png',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a ZIP named .png',
      () => Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), Buffer.alloc(200, 7)]),
      'archive.png',
      'image/png',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a PDF named .jpg',
      () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
      'scan.jpg',
      'image/jpeg',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    [
      'a PNG signature followed by HTML',
      () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('<script>alert(1)</script>')]),
      'polyglot.png',
      'image/png',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    ['an SVG with a script', () => svgWithScript, 'logo.svg', 'image/svg+xml', 415, 'FILE_TYPE_NOT_ALLOWED'],
    [
      'an SVG with a script named .png',
      () => svgWithScript,
      'logo.png',
      'image/png',
      415,
      'FILE_TYPE_NOT_ALLOWED',
    ],
    ['a GIF', () => gif, 'pixel.gif', 'image/gif', 415, 'FILE_TYPE_NOT_ALLOWED'],
    ['a GIF named .webp', () => gif, 'pixel.webp', 'image/webp', 415, 'FILE_TYPE_NOT_ALLOWED'],
  ];

  describe.each(Object.keys({ ...targets }))('%s', (route) => {
    it.each(refusals)('refuses %s', async (_name, file, filename, contentType, status, code) => {
      const before = await storedState();
      const response = await upload(route, await file(), filename, contentType);
      expect(response.statusCode, response.body).toBe(status);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe(code);
      expect(await storedState()).toEqual(before);
    });

    it('refuses PNG, WebP and JPEG decompression bombs without decoding them', async () => {
      const before = await storedState();
      const rssBefore = process.memoryUsage().rss;
      const started = Date.now();
      for (const [bomb, name, type] of [
        [bombs.truncatedPng, 'bomb.png', 'image/png'],
        [bombs.validPng, 'valid-bomb.png', 'image/png'],
        [bombs.webp, 'bomb.webp', 'image/webp'],
        [bombs.jpeg, 'bomb.jpg', 'image/jpeg'],
      ] as const) {
        const response = await upload(route, bomb, name, type);
        expect(response.statusCode, `${name}: ${response.body}`).toBe(415);
        expect(response.json().error.code).toBe('FILE_TYPE_NOT_ALLOWED');
      }
      // Decoding any of them would take gigabytes and seconds; the pixel limit refuses them from the header.
      expect(process.memoryUsage().rss - rssBefore).toBeLessThan(256 * 1024 * 1024);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(await storedState()).toEqual(before);
    });

    it('stores a PNG and a JPEG re-encoded as WebP, without their metadata', async () => {
      for (const [file, name, type] of [
        [await pngWithMetadata(), 'photo.png', 'image/png'],
        [await jpegWithMetadata(), 'photo.jpg', 'image/jpeg'],
      ] as const) {
        expect(file.includes(marker)).toBe(true);
        const response = await upload(route, file, name, type);
        expect([200, 201], response.body).toContain(response.statusCode);
        // Chat images and dispute photos are served to their businesses only (issue 19): read as the uploader.
        const stored = await app().inject({
          url: targets[route]!.storedUrl(response.json()),
          headers: { cookie: cookieOf(route) },
        });
        expect(stored.statusCode).toBe(200);
        expect(stored.headers['content-type']).toBe('image/webp');
        expect(stored.headers['x-content-type-options']).toBe('nosniff');
        expect(stored.rawPayload.toString('latin1', 0, 4)).toBe('RIFF');
        expect(stored.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
        expect(stored.rawPayload.includes(marker)).toBe(false);
        const metadata = await sharp(stored.rawPayload).metadata();
        expect([metadata.exif, metadata.xmp, metadata.comments]).toEqual([undefined, undefined, undefined]);
      }
    });
  });
});
