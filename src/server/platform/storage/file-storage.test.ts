import { describe, expect, it } from 'vitest';
import { contentTypeOfKey, fileUrl, isValidFileKey } from './file-storage.js';

describe('isValidFileKey', () => {
  it.each(['a.webp', 'products/3f2a-9c1b.webp', 'logos/org-1/x.png', 'a/b/c/d.jpg'])('accepts %s', (key) => {
    expect(isValidFileKey(key)).toBe(true);
  });

  it.each([
    '',
    '../x.webp',
    '/abs.webp',
    'a/../b.webp',
    'a/./b.webp',
    'a//b.webp',
    'a/b.webp/',
    '.webp',
    'a..webp',
    'A.webp',
    'a.WEBP',
    'a.gif',
    'a.svg',
    'a.webp.html',
    'a',
    'a b.webp',
    'a\\b.webp',
    'a%2Fb.webp',
    'a.webp\n',
    `${'a'.repeat(196)}.webp`,
  ])('refuses %j', (key) => {
    expect(isValidFileKey(key)).toBe(false);
  });

  it('accepts a key of exactly 200 characters', () => {
    expect(isValidFileKey(`${'a'.repeat(195)}.webp`)).toBe(true);
  });
});

describe('fileUrl', () => {
  it('points at the files route', () => {
    expect(fileUrl('products/a.webp')).toBe('/api/files/products/a.webp');
  });
});

describe('contentTypeOfKey', () => {
  it('maps each extension to its content type', () => {
    expect(contentTypeOfKey('a.webp')).toBe('image/webp');
    expect(contentTypeOfKey('a.png')).toBe('image/png');
    expect(contentTypeOfKey('a.jpg')).toBe('image/jpeg');
  });
});
