import { describe, expect, it } from 'vitest';
import { acceptedTotpStep, newTotpSecret, totpCodeAt, totpStepSeconds, totpUri } from './totp.js';

const stepMs = totpStepSeconds * 1000;
// The middle of a step, so "one step earlier" is unambiguous.
const now = new Date(Math.floor(Date.UTC(2026, 10, 29, 12) / stepMs) * stepMs + stepMs / 2);
const stepOf = (date: Date) => Math.floor(date.getTime() / stepMs);
const shifted = (steps: number) => new Date(now.getTime() + steps * stepMs);

describe('the authenticator code window', () => {
  const secret = newTotpSecret();

  it('accepts the current code, and the codes one step before and after', () => {
    for (const steps of [-1, 0, 1]) {
      const code = totpCodeAt(secret, shifted(steps));
      expect(acceptedTotpStep(secret, code, { now, lastStep: null }), `${steps} steps`).toBe(
        stepOf(shifted(steps)),
      );
    }
  });

  it('refuses codes two steps away, in either direction', () => {
    for (const steps of [-2, 2]) {
      const code = totpCodeAt(secret, shifted(steps));
      // A code of another step may coincide with one in the window (one in a million): skip that case.
      const inWindow = [-1, 0, 1].some((near) => totpCodeAt(secret, shifted(near)) === code);
      if (!inWindow) expect(acceptedTotpStep(secret, code, { now, lastStep: null })).toBeNull();
    }
  });

  it('never accepts a code of a step already used, nor an earlier one', () => {
    const code = totpCodeAt(secret, now);
    expect(acceptedTotpStep(secret, code, { now, lastStep: stepOf(now) })).toBeNull();
    const previous = totpCodeAt(secret, shifted(-1));
    expect(acceptedTotpStep(secret, previous, { now, lastStep: stepOf(now) })).toBeNull();
    const next = totpCodeAt(secret, shifted(1));
    expect(acceptedTotpStep(secret, next, { now, lastStep: stepOf(now) })).toBe(stepOf(now) + 1);
  });

  it('refuses another secret’s code and anything but six digits', () => {
    const other = newTotpSecret();
    const code = totpCodeAt(other, now);
    if (code !== totpCodeAt(secret, now)) {
      expect(acceptedTotpStep(secret, code, { now, lastStep: null })).toBeNull();
    }
    expect(acceptedTotpStep(secret, '12345', { now, lastStep: null })).toBeNull();
    expect(acceptedTotpStep(secret, 'abcdef', { now, lastStep: null })).toBeNull();
  });

  it('writes the otpauth URI authenticator apps read: issuer Tawrid, SHA-1, 6 digits, 30 s', () => {
    const uri = new URL(totpUri(secret, 'ops@tawrid.sa'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Tawrid:ops@tawrid.sa');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('issuer')).toBe('Tawrid');
    expect(uri.searchParams.get('algorithm') ?? 'SHA1').toBe('SHA1');
    expect(uri.searchParams.get('digits') ?? '6').toBe('6');
    expect(uri.searchParams.get('period') ?? '30').toBe('30');
  });
});
