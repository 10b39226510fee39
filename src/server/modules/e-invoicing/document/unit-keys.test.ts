import { createPrivateKey, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import { eInvoicingKeyFrom, generateUnitKeys } from './unit-keys.js';

describe('generateUnitKeys', () => {
  it('makes a secp256k1 key', () => {
    const key = createPrivateKey(generateUnitKeys().privateKeyPem);
    expect(key.asymmetricKeyType).toBe('ec');
    expect(key.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
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
