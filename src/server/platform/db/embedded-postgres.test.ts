import { describe, expect, it } from 'vitest';
import { loadEmbeddedPostgres } from './embedded-postgres.js';

describe('loadEmbeddedPostgres', () => {
  it('leaves no process hooks behind that would exit with 0 or stop the database on a signal', async () => {
    const events = ['beforeExit', 'exit', 'SIGINT', 'SIGTERM'] as const;
    const count = () => events.map((event) => process.listenerCount(event));
    const before = count();
    const EmbeddedPostgres = await loadEmbeddedPostgres();
    expect(typeof EmbeddedPostgres).toBe('function');
    expect(count()).toEqual(before);
  });
});
