import { createCipheriv, createDecipheriv, generateKeyPairSync, randomBytes } from 'node:crypto';

/**
 * The unit's stamp key (ZATCA: ECDSA on secp256k1) and the sealing of secrets at rest (private keys,
 * CSID API secrets) with E_INVOICING_KEY, AES-256-GCM. The sealed text names its version so the key
 * or the scheme can change later without guessing what old rows hold (decision 030).
 */

export function generateUnitKeys(): { privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'secp256k1',
    privateKeyEncoding: { type: 'sec1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey };
}

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/** `v1:` + Base64(IV ‖ GCM tag ‖ ciphertext). */
export function sealSecret(plain: string, key: Buffer): string {
  if (key.length !== 32) throw new Error('E_INVOICING_KEY must be 32 bytes');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** Throws when the key is not the one that sealed it, or the text was changed. */
export function openSecret(sealed: string, key: Buffer): string {
  if (key.length !== 32) throw new Error('E_INVOICING_KEY must be 32 bytes');
  const [prefix, body] = sealed.split(':');
  if (prefix !== version || body === undefined) throw new Error('sealed secret: unknown version');
  const bytes = Buffer.from(body, 'base64');
  if (bytes.length < ivBytes + tagBytes) throw new Error('sealed secret: truncated');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, ivBytes));
  decipher.setAuthTag(bytes.subarray(ivBytes, ivBytes + tagBytes));
  return Buffer.concat([decipher.update(bytes.subarray(ivBytes + tagBytes)), decipher.final()]).toString(
    'utf8',
  );
}

/** E_INVOICING_KEY: Base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`). */
export function eInvoicingKeyFrom(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) {
    throw new Error('E_INVOICING_KEY must be the Base64 of 32 bytes (openssl rand -base64 32)');
  }
  return key;
}
