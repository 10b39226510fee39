import { describe, expect, it } from 'vitest';
import { isolate, isolateLtr } from './bidi';

describe('isolate', () => {
  it('wraps the text in a first-strong isolate that the text cannot break out of', () => {
    expect(isolate('Gulf Packaging Co.')).toBe('\u2068Gulf Packaging Co.\u2069');
  });

  it('forces digit groups left to right', () => {
    expect(isolateLtr('4111 1111 1111 1111')).toBe('\u20664111 1111 1111 1111\u2069');
  });
});
