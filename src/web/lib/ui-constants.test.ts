import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './ui-constants';

describe('formatBadgeCount', () => {
  it('shows the count up to 99 and 99+ above', () => {
    expect(formatBadgeCount(7)).toBe('7');
    expect(formatBadgeCount(99)).toBe('99');
    expect(formatBadgeCount(100)).toBe('99+');
    expect(formatBadgeCount(4321)).toBe('99+');
  });
});
