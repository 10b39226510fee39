/**
 * Just enough DER (X.690) to write a CSR and a certificate and to read them back: Node's crypto signs
 * and verifies with secp256k1 but builds neither (WebCrypto has no secp256k1, so the usual X.509
 * builders that sit on it cannot either).
 */

export const tags = {
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  printableString: 0x13,
  ia5String: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  sequence: 0x30,
  set: 0x31,
} as const;

function lengthBytes(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, content: Buffer): Buffer {
  return Buffer.concat([Buffer.from([tag]), lengthBytes(content.length), content]);
}

export const sequence = (...items: Buffer[]) => tlv(tags.sequence, Buffer.concat(items));
/** SET OF sorts its encodings (DER); every set we write holds one item or already sorted ones. */
export const set = (...items: Buffer[]) => tlv(tags.set, Buffer.concat([...items].sort(Buffer.compare)));
export const utf8 = (text: string) => tlv(tags.utf8String, Buffer.from(text, 'utf8'));
export const printable = (text: string) => tlv(tags.printableString, Buffer.from(text, 'ascii'));
export const octetString = (content: Buffer) => tlv(tags.octetString, content);
export const bitString = (content: Buffer) => tlv(tags.bitString, Buffer.concat([Buffer.from([0]), content]));
export const derNull = () => Buffer.from([tags.null, 0]);
export const boolean = (value: boolean) => Buffer.from([0x01, 0x01, value ? 0xff : 0x00]);
/** [n] EXPLICIT: a constructed context-specific wrapper. */
export const explicit = (n: number, content: Buffer) => tlv(0xa0 | n, content);

export function integer(value: bigint): Buffer {
  if (value < 0n) throw new Error('negative integers are not written');
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  let bytes = Buffer.from(hex, 'hex');
  if (bytes[0]! & 0x80) bytes = Buffer.concat([Buffer.from([0]), bytes]);
  return tlv(tags.integer, bytes);
}

export function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128))
      chunk.unshift(0x80 | (value & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(tags.oid, Buffer.from(bytes));
}

/** UTCTime through 2049, GeneralizedTime after (RFC 5280 §4.1.2.5). */
export function time(at: Date): Buffer {
  const iso = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return at.getUTCFullYear() < 2050
    ? tlv(tags.utcTime, Buffer.from(`${iso.slice(2)}Z`, 'ascii'))
    : tlv(tags.generalizedTime, Buffer.from(`${iso}Z`, 'ascii'));
}

export interface DerNode {
  tag: number;
  /** The whole encoding (tag, length, content). */
  raw: Buffer;
  content: Buffer;
  /** Parsed content of constructed nodes (bit 0x20 of the tag). */
  children: DerNode[];
}

export function decode(buffer: Buffer): DerNode {
  const [node, end] = decodeAt(buffer, 0);
  if (end !== buffer.length) throw new Error('DER: trailing bytes');
  return node;
}

function decodeAt(buffer: Buffer, start: number): [DerNode, number] {
  const tag = buffer[start];
  let length = buffer[start + 1];
  if (tag === undefined || length === undefined) throw new Error('DER: truncated');
  let at = start + 2;
  if (length & 0x80) {
    const count = length & 0x7f;
    length = 0;
    for (let i = 0; i < count; i++) length = length * 256 + buffer[at + i]!;
    at += count;
  }
  const end = at + length;
  if (end > buffer.length) throw new Error('DER: truncated');
  const content = buffer.subarray(at, end);
  const children: DerNode[] = [];
  if (tag & 0x20) {
    for (let offset = 0; offset < content.length;) {
      const [child, next] = decodeAt(content, offset);
      children.push(child);
      offset = next;
    }
  }
  return [{ tag, raw: buffer.subarray(start, end), content, children }, end];
}

export function oidText(node: DerNode): string {
  const bytes = [...node.content];
  const arcs = [Math.floor(bytes[0]! / 40), bytes[0]! % 40];
  let value = 0;
  for (const byte of bytes.slice(1)) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      arcs.push(value);
      value = 0;
    }
  }
  return arcs.join('.');
}

export function toPem(label: string, der: Buffer): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}

export function fromPem(pem: string): Buffer {
  return Buffer.from(pem.replace(/-----(BEGIN|END) [A-Z ]+-----/g, '').replace(/\s+/g, ''), 'base64');
}
