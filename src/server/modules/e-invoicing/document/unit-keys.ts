import { generateKeyPairSync } from 'node:crypto';

/**
 * The unit's stamp key (ZATCA: ECDSA on secp256k1) and E_INVOICING_KEY, which seals the private keys and
 * CSID API secrets at rest (`platform/crypto/sealed-secrets.ts`, decision 030).
 */

export function generateUnitKeys(): { privateKeyPem: string } {
  const { privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'secp256k1',
    privateKeyEncoding: { type: 'sec1', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey };
}

/** E_INVOICING_KEY: Base64 of exactly 32 bytes (e.g. `openssl rand -base64 32`). */
export function eInvoicingKeyFrom(value: string): Buffer {
  const key = Buffer.from(value.trim(), 'base64');
  if (key.length !== 32 || key.toString('base64') !== value.trim()) {
    throw new Error('E_INVOICING_KEY must be the Base64 of 32 bytes (openssl rand -base64 32)');
  }
  return key;
}
