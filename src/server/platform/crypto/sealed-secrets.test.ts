import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secrets.js';

describe('sealSecret', () => {
  const key = randomBytes(32);

  it('round-trips through openSecret, and seals the same text differently each time', () => {
    const secret = '-----BEGIN EC PRIVATE KEY-----\nMHQCAQEE…\n-----END EC PRIVATE KEY-----';
    const sealed = sealSecret(secret, key);
    expect(sealed).toMatch(/^v1:/);
    expect(sealed).not.toContain('PRIVATE KEY');
    expect(openSecret(sealed, key)).toBe(secret);
    expect(sealSecret(secret, key)).not.toBe(sealed);
  });

  it('refuses the wrong key and a changed text', () => {
    const sealed = sealSecret('the CSID secret', key);
    expect(() => openSecret(sealed, randomBytes(32))).toThrow();
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1] = bytes[bytes.length - 1]! ^ 0x01;
    expect(() => openSecret(`v1:${bytes.toString('base64')}`, key)).toThrow();
    expect(() => openSecret(sealed.replace('v1:', 'v0:'), key)).toThrow(/version/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => sealSecret('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});
