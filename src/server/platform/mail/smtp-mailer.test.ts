import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import { createSmtpMailer } from './smtp-mailer.js';

interface Received {
  rcptTo: string[];
  raw: string;
}

/** Unfolds a header of a raw message (or of one MIME part) and returns its value. */
function header(raw: string, name: string): string | undefined {
  const match = new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match?.[1]?.replace(/\r?\n[ \t]+/g, ' ').trim();
}

function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  return Buffer.from(
    soft.replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  );
}

/** Decodes the RFC 2047 encoded words of a header value: enough for what nodemailer writes. */
function decodeHeader(value: string): string {
  const words = Array.from(value.matchAll(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi), ([, encoding, data = '']) =>
    encoding?.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
  return words.length ? Buffer.concat(words).toString('utf8') : value;
}

/** The decoded body of the part of a multipart message with the given content type. */
function partBody(raw: string, contentType: string): string | undefined {
  const boundary = /boundary="([^"]+)"/.exec(header(raw, 'Content-Type') ?? '')?.[1];
  if (!boundary) return undefined;
  for (const part of raw.split(`--${boundary}`).slice(1)) {
    const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
    if (!header(head, 'Content-Type')?.startsWith(contentType)) continue;
    const body = rest.join('\r\n\r\n').replace(/\r?\n$/, '');
    const encoding = header(head, 'Content-Transfer-Encoding')?.toLowerCase();
    if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
    if (encoding === 'quoted-printable') return decodeQuotedPrintable(body).toString('utf8');
    return body;
  }
  return undefined;
}

describe('createSmtpMailer', () => {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(resolve)));

  it('delivers an Arabic mail with its sender, recipient, subject and link', async () => {
    const mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Tawrid <no-reply@tawrid.sa>' });
    const link = 'http://localhost:3000/verify-email?token=abc123';
    const text = `مرحبًا، أكّد بريدك الإلكتروني من هذا الرابط:\n${link}\n`;
    try {
      await mailer.send({
        to: 'buyer@example.sa',
        subject: 'تأكيد بريدك الإلكتروني في توريد',
        text,
        html: `<p dir="rtl">مرحبًا، أكّد بريدك الإلكتروني من <a href="${link}">هذا الرابط</a>.</p>`,
      });
    } finally {
      mailer.close();
    }

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.rcptTo).toEqual(['buyer@example.sa']);
    const raw = mail?.raw ?? '';
    expect(header(raw, 'From')).toBe('Tawrid <no-reply@tawrid.sa>');
    expect(header(raw, 'To')).toBe('buyer@example.sa');
    expect(header(raw, 'Subject')).toMatch(/^=\?UTF-8\?/i);
    expect(decodeHeader(header(raw, 'Subject') ?? '')).toBe('تأكيد بريدك الإلكتروني في توريد');
    expect(partBody(raw, 'text/plain')).toBe(text);
    expect(partBody(raw, 'text/html')).toContain(`href="${link}"`);
  });

  it('throws when the server cannot be reached', async () => {
    const mailer = createSmtpMailer({ url: 'smtp://127.0.0.1:1', from: 'Tawrid <no-reply@tawrid.sa>' });
    try {
      await expect(
        mailer.send({ to: 'buyer@example.sa', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' }),
      ).rejects.toThrow();
    } finally {
      mailer.close();
    }
  });
});
