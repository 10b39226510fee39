import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error.js';
import { maxUploadBytes, processUploadedImage } from './uploaded-image.js';

const canvas = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0a7' } });

function isWebp(data: Buffer) {
  return data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP';
}

async function expectRefused(input: Buffer, code: AppError['code']) {
  const error = await processUploadedImage(input, { maxDimension: 800 }).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe(code);
}

/** A PNG whose header claims a width × height canvas, with almost no pixel data: a decompression bomb. */
async function pngClaiming(width: number, height: number) {
  const png = Buffer.from(await canvas(1, 1).png().toBuffer());
  // The IHDR chunk starts at byte 8: length (4), type (4), width (4), height (4), … then its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Buffer) {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

describe('processUploadedImage', () => {
  it('re-encodes a PNG to WebP within the maximum dimension', async () => {
    const input = await canvas(1200, 800).png().toBuffer();

    const image = await processUploadedImage(input, { maxDimension: 600 });

    expect(isWebp(image.data)).toBe(true);
    expect(image).toMatchObject({ width: 600, height: 400, contentType: 'image/webp' });
    expect(await sharp(image.data).metadata()).toMatchObject({ format: 'webp', width: 600, height: 400 });
  });

  it('re-encodes a JPEG to WebP within the maximum dimension', async () => {
    const input = await canvas(800, 1200).jpeg().toBuffer();

    const image = await processUploadedImage(input, { maxDimension: 600 });

    expect(isWebp(image.data)).toBe(true);
    expect(image).toMatchObject({ width: 400, height: 600 });
  });

  it('accepts a WebP and never enlarges a small image', async () => {
    const input = await canvas(300, 200).webp().toBuffer();

    const image = await processUploadedImage(input, { maxDimension: 1600 });

    expect(isWebp(image.data)).toBe(true);
    expect(image).toMatchObject({ width: 300, height: 200 });
  });

  it('drops EXIF metadata', async () => {
    const input = await canvas(400, 300)
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .toBuffer();
    expect(input.includes('secret-owner')).toBe(true);

    const image = await processUploadedImage(input, { maxDimension: 800 });

    expect(image.data.includes('secret-owner')).toBe(false);
    expect((await sharp(image.data).metadata()).exif).toBeUndefined();
  });

  it('applies the EXIF orientation to the pixels', async () => {
    // Orientation 6: stored landscape, shown rotated 90° clockwise, so portrait.
    const input = await canvas(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();

    const image = await processUploadedImage(input, { maxDimension: 800 });

    expect(image).toMatchObject({ width: 200, height: 400 });
    expect((await sharp(image.data).metadata()).orientation).toBeUndefined();
  });

  it('refuses text claimed to be a PNG', async () => {
    await expectRefused(
      Buffer.from('this is not an image, whatever its name says (photo.png)'),
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses a GIF', async () => {
    await expectRefused(await canvas(20, 20).gif().toBuffer(), 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an SVG', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    await expectRefused(Buffer.from(svg), 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a truncated PNG', async () => {
    const png = await canvas(1200, 800).png().toBuffer();
    await expectRefused(png.subarray(0, 100), 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a PNG signature followed by garbage', async () => {
    const garbage = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('IHDR but not really, just bytes that look vaguely like a chunk'),
    ]);
    await expectRefused(garbage, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses a small file that claims an enormous canvas (decompression bomb)', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);

    await expectRefused(bomb, 'FILE_TYPE_NOT_ALLOWED');
  });

  it('refuses an upload one byte over the limit before reading it', async () => {
    await expectRefused(Buffer.alloc(maxUploadBytes + 1), 'FILE_TOO_LARGE');
  });

  it('treats an invalid maxDimension as a defect, not a bad upload', async () => {
    const input = await canvas(10, 10).png().toBuffer();
    await expect(processUploadedImage(input, { maxDimension: 0 })).rejects.not.toBeInstanceOf(AppError);
  });
});
