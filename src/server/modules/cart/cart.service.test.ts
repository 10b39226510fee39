import { describe, expect, it } from 'vitest';
import { nearestValidQuantity } from './cart.service.js';

describe('nearestValidQuantity', () => {
  const rules = { caseQuantity: 6, minOrderQuantity: 12, maxOrderQuantity: 60, stock: 48 };

  it('keeps a quantity that already passes the rule', () => {
    expect(nearestValidQuantity(24, rules)).toBe(24);
  });

  it('rounds to the nearest case multiple, a tie going to the smaller', () => {
    expect(nearestValidQuantity(28, rules)).toBe(30);
    expect(nearestValidQuantity(27, rules)).toBe(24);
  });

  it('raises to the minimum and lowers to the lower of the maximum and the stock', () => {
    expect(nearestValidQuantity(1, rules)).toBe(12);
    expect(nearestValidQuantity(100, rules)).toBe(48);
    expect(nearestValidQuantity(100, { ...rules, stock: 1_000 })).toBe(60);
  });

  it('answers null when the stock is below the minimum', () => {
    expect(nearestValidQuantity(12, { ...rules, stock: 11 })).toBeNull();
  });
});
