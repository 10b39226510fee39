import { describe, expect, it } from 'vitest';
import { supplierActionsFrom } from '../../../contract/orders/order-transitions.js';

describe('supplierActionsFrom', () => {
  it('offers one next step at a time, and cancelling only before shipping', () => {
    expect(supplierActionsFrom('PENDING')).toEqual(['PROCESS', 'CANCEL']);
    expect(supplierActionsFrom('PROCESSING')).toEqual(['SHIP', 'CANCEL']);
  });

  it('offers nothing once the order is shipped, completed or cancelled', () => {
    for (const status of ['SHIPPED', 'COMPLETED', 'CANCELLED'] as const) {
      expect(supplierActionsFrom(status)).toEqual([]);
    }
  });
});
