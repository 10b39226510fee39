import { describe, expect, it } from 'vitest';
import { isOperatorConsolePath } from './web-app.js';

describe('isOperatorConsolePath', () => {
  it('is the console and its pages, with or without a query, and nothing else', () => {
    for (const url of ['/operator', '/operator/', '/operator/sign-in', '/operator/setup?token=x'])
      expect(isOperatorConsolePath(url), url).toBe(true);
    for (const url of ['/', '/operators', '/operator-guide', '/products/operator', '/?next=/operator'])
      expect(isOperatorConsolePath(url), url).toBe(false);
  });
});
