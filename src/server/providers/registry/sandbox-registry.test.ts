import { describe, expect, it } from 'vitest';
import { createSandboxRegistry, sandboxRegistryNumbers } from './sandbox-registry.js';

describe('createSandboxRegistry', () => {
  const registry = createSandboxRegistry();

  it.each([
    ['notFound', sandboxRegistryNumbers.notFound, 'NOT_FOUND'],
    ['inactive', sandboxRegistryNumbers.inactive, 'INACTIVE'],
    ['inLiquidation', sandboxRegistryNumbers.inLiquidation, 'INACTIVE'],
    ['unavailable', sandboxRegistryNumbers.unavailable, 'UNAVAILABLE'],
  ])('answers the documented %s number %s with %s', async (_label, number, outcome) => {
    expect(await registry.checkRegistration(number)).toEqual({ outcome });
  });

  it('answers any other number with an active fictitious business in Riyadh', async () => {
    expect(await registry.checkRegistration('7001234567')).toEqual({
      outcome: 'ACTIVE',
      registrationNumber: '7001234567',
      businessName: 'Sandbox Trading Establishment 4567',
      city: 'Riyadh',
      // 7001234567 % 5 = 2: the same number always reads the same activity.
      activity: 'Wholesale of office supplies',
    });
  });

  it('gives the same answer every time for the same number', async () => {
    const first = await registry.checkRegistration('1010123456');
    const second = await createSandboxRegistry().checkRegistration('1010123456');
    expect(second).toEqual(first);
  });

  it('names itself sandbox', () => {
    expect(registry.name).toBe('sandbox');
  });
});
