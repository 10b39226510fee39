import sharp from 'sharp';

/** A multipart/form-data body with one file field `file`, as a browser's upload sends it. */
export function multipartFile(file: Buffer, filename: string, contentType: string) {
  const boundary = '----tawrid-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PNG of one colour. */
export function pngImage(width: number, height: number, background = '#0a7'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}
