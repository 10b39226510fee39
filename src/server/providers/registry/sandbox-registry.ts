import type { RegistryCheck, RegistryProvider } from './registry-provider.js';

/**
 * Test numbers that give every outcome the spec lists. The README lists these numbers so that
 * testers of the demo site can try each signup path; keep both in step when changing them.
 */
export const sandboxRegistryNumbers = {
  notFound: '1010000404',
  inactive: '1010000410',
  inLiquidation: '1010000411',
  unavailable: '1010000503',
} as const;

const outcomeByNumber: ReadonlyMap<string, RegistryCheck> = new Map<string, RegistryCheck>([
  [sandboxRegistryNumbers.notFound, { outcome: 'NOT_FOUND' }],
  [sandboxRegistryNumbers.inactive, { outcome: 'INACTIVE' }],
  [sandboxRegistryNumbers.inLiquidation, { outcome: 'INACTIVE' }],
  [sandboxRegistryNumbers.unavailable, { outcome: 'UNAVAILABLE' }],
]);

/** Activities the sandbox gives its fictitious businesses (ISIC-style wording, as Wathq names them). */
const sandboxActivities = [
  'Wholesale of building materials',
  'Wholesale of food products',
  'Wholesale of office supplies',
  'Wholesale of industrial safety equipment',
  'Cleaning services for buildings',
] as const;

/**
 * The default registry for the demo site, which has no Wathq subscription: deterministic, offline,
 * and every other 10-digit number is an active, fictitious business.
 */
export function createSandboxRegistry(): RegistryProvider {
  return {
    name: 'sandbox',
    async checkRegistration(registrationNumber) {
      const listed = outcomeByNumber.get(registrationNumber);
      if (listed) return { ...listed };
      // The caller normalizes first; anything else cannot be a registration, so it is not found.
      if (!/^\d{10}$/.test(registrationNumber)) return { outcome: 'NOT_FOUND' };
      return {
        outcome: 'ACTIVE',
        registrationNumber,
        businessName: `Sandbox Trading Establishment ${registrationNumber.slice(-4)}`,
        city: 'Riyadh',
        // Made up from the number, so the same number always reads the same activity.
        activity: sandboxActivities[Number(registrationNumber) % sandboxActivities.length]!,
      };
    },
  };
}
