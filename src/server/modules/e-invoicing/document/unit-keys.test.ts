import { createPrivateKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { eInvoicingKeyFrom, generateUnitKeys, openSecret, sealSecret } from './unit-keys.js';

describe('generateUnitKeys', () => {
  it('makes a secp256k1 key', () => {
    const key = createPrivateKey(generateUnitKeys().privateKeyPem);
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
  });
});

describe('sealSecret', () => {
  const key = randomBytes(32);

  it('round-trips through openSecret, and seals the same text differently each time', () => {
    const { privateKeyPem } = generateUnitKeys();
    const sealed = sealSecret(privateKeyPem, key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(openSecret(sealed, key)).toBe(privateKeyPem);
    expect(sealSecret(privateKeyPem, key)).not.toBe(sealed);
  });

  it('refuses the wrong key and a changed text', () => {
    const sealed = sealSecret('the CSID secret', key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    expect(() => openSecret(`v1:${bytes.toString('base64')}`, key)).toThrow();
    expect(() => openSecret(sealed.replace('v1:', 'v0:'), key)).toThrow(/version/);
  });
});

describe('eInvoicingKeyFrom', () => {
  it('reads the Base64 of 32 bytes and refuses anything else', () => {
    const key = randomBytes(32);
    expect(eInvoicingKeyFrom(key.toString('base64')).equals(key)).toBe(true);
    expect(() => eInvoicingKeyFrom(randomBytes(16).toString('base64'))).toThrow(/32 bytes/);
    expect(() => eInvoicingKeyFrom('not base64 at all')).toThrow(/32 bytes/);
  });
});
