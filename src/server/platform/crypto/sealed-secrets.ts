import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest sealed with AES-256-GCM under a 32-byte key from the configuration: the e-invoicing
 * units' private keys and API secrets (E_INVOICING_KEY, decision 030) and the operators' authenticator
 * secrets (OPERATOR_SECRETS_KEY, decision 031). The sealed text names its version so the key or the scheme
 * can change later without guessing what old rows hold.
 */

const version = 'v1';
const ivBytes = 12;
const tagBytes = 16;

/** `v1:` + Base64(IV ‖ GCM tag ‖ ciphertext). */
export function sealSecret(plain: string, key: Buffer): string {
  if (key.length !== 32) throw new Error('a sealing key must be 32 bytes');
  const iv = randomBytes(ivBytes);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${version}:${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64')}`;
}

/** Throws when the key is not the one that sealed it, or the text was changed. */
export function openSecret(sealed: string, key: Buffer): string {
  if (key.length !== 32) throw new Error('a sealing key must be 32 bytes');
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
