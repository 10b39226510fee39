/**
 * What the commercial-registry check tells signup (saudi.md, "Commercial registration"): only an
 * active registration that is not in liquidation passes; a temporary failure must not be confused
 * with "not found", so the person can be asked to try again instead of being turned away.
 */
export type RegistryCheck =
  | {
      outcome: 'ACTIVE';
      registrationNumber: string;
      businessName: string;
      city: string | null;
      /** The registered activity (the first one listed; issue 25: operators compare it with what is sold). */
      activity: string | null;
    }
  | { outcome: 'NOT_FOUND' }
  | { outcome: 'INACTIVE' } // exists but not active, or in liquidation
  | { outcome: 'UNAVAILABLE' }; // timeout, network failure, 5xx, or our own misconfiguration (401/403)

export interface RegistryProvider {
  readonly name: 'sandbox' | 'wathq';
  /** `registrationNumber` is already normalized: exactly 10 ASCII digits. Never throws for provider failures: returns UNAVAILABLE. */
  checkRegistration(registrationNumber: string): Promise<RegistryCheck>;
}
