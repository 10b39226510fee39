import sharp from 'sharp';
import { AppError } from '../errors/app-error.js';

/** Largest upload accepted (spec §5, §9). */
export const maxUploadBytes = 5 * 1024 * 1024;

/**
 * Largest decoded image, in pixels. A small compressed file can claim an enormous canvas (a
 * decompression bomb); sharp refuses to decode past this before allocating it.
 */
const maxInputPixels = 50_000_000;

const webpQuality = 82;

export interface ProcessedImage {
  data: Buffer;
  width: number;
  height: number;
  contentType: 'image/webp';
}

type AllowedFormat = 'png' | 'jpeg' | 'webp';

/**
 * The format the first bytes prove, or null. Checked before sharp sees the input so no other libvips
 * loader (SVG, PDF, TIFF, GIF…) ever parses an upload.
 */
function formatBySignature(input: Buffer): AllowedFormat | null {
  const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (input.length >= 8 && pngSignature.every((byte, index) => input[index] === byte)) return 'png';
  if (input.length >= 3 && input[0] === 0xff && input[1] === 0xd8 && input[2] === 0xff) return 'jpeg';
  if (
    input.length >= 12 &&
    input.toString('latin1', 0, 4) === 'RIFF' &&
    input.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

/**
 * Checks an upload by its content (never by its name or claimed type), then re-encodes it to WebP:
 * EXIF and other metadata are dropped, orientation applied, and the image fit inside maxDimension.
 */
export async function processUploadedImage(
  input: Buffer,
  options: { maxDimension: number },
): Promise<ProcessedImage> {
  if (!Number.isInteger(options.maxDimension) || options.maxDimension < 1) {
    // A caller's defect, not the upload's: checked here so the catch below cannot disguise it.
    throw new Error(`maxDimension must be a positive integer, got ${options.maxDimension}`);
  }
  if (input.length > maxUploadBytes) throw new AppError('FILE_TOO_LARGE');

  const claimedFormat = formatBySignature(input);
  if (!claimedFormat) throw new AppError('FILE_TYPE_NOT_ALLOWED');

  // failOn 'error': a truncated or corrupt file is refused rather than decoded to a partly grey image.
  const readOptions = { limitInputPixels: maxInputPixels, failOn: 'error' } as const;
  try {
    const { format } = await sharp(input, readOptions).metadata();
    if (format !== claimedFormat) throw new AppError('FILE_TYPE_NOT_ALLOWED');

    // Without withMetadata/keepExif sharp writes no EXIF, XMP or ICC from the input; rotate() with no
    // angle applies the EXIF orientation first, so the pixels stand the right way up once it is gone.
    const { data, info } = await sharp(input, readOptions)
      .rotate()
      .resize({
        width: options.maxDimension,
        height: options.maxDimension,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: webpQuality })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height, contentType: 'image/webp' };
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp could not read it (corrupt, truncated, over the pixel limit): to the client it is simply
    // not an image we accept.
    throw new AppError('FILE_TYPE_NOT_ALLOWED');
  }
}
