import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * Issue 25, decision 031: the authenticator's codes (RFC 6238 as every authenticator app reads an
 * otpauth URI): SHA-1, six digits, a 30-second step, and one step of drift either way accepted, so a
 * phone's clock a little off or a code typed as it changes still works.
 */
export const totpIssuer = 'Tawrid';
export const totpStepSeconds = 30;
const digits = 6;
const algorithm = 'sha1';

/** A new shared secret: Base32 of 20 random bytes (160 bits, RFC 4226's recommendation). */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

/** What the QR code holds: `otpauth://totp/Tawrid:<email>?secret=…&issuer=Tawrid&…`. */
export function totpUri(secret: string, accountName: string): string {
  return generateURI({
    issuer: totpIssuer,
    label: accountName,
    secret,
    algorithm,
    digits,
    period: totpStepSeconds,
  });
}

/** The code an authenticator shows at `now` (tests; the service only checks codes). */
export function totpCodeAt(secret: string, now: Date): string {
  return generateSync({
    secret,
    algorithm,
    digits,
    period: totpStepSeconds,
    epoch: Math.floor(now.getTime() / 1000),
  });
}

/**
 * The time step of `code` when it is the secret's code within one step of `now` and later than
 * `lastStep` (the step last accepted: a code is never accepted twice); otherwise null.
 */
export function acceptedTotpStep(
  secret: string,
  code: string,
  { now, lastStep }: { now: Date; lastStep: number | null },
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    algorithm,
    digits,
    period: totpStepSeconds,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: totpStepSeconds,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
