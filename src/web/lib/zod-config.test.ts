import { describe, expect, it } from 'vitest';
import './zod-config';
import { config, z } from 'zod';

describe('zod settings of the web app', () => {
  it('parses without compiling code (the CSP forbids eval)', () => {
    expect(config().jitless).toBe(true);
    expect(z.object({ id: z.string() }).parse({ id: 'a', other: 1 })).toEqual({ id: 'a' });
  });
});
