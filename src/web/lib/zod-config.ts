/*
 * zod compiles a fast parser for each object schema with `new Function` unless told not to. The CSP
 * forbids eval (`script-src 'self'`), so every attempt was refused and reported as a violation (Lighthouse
 * "issues" audit). zod takes its settings from `globalThis.__zod_globalConfig` when it loads (the object
 * `z.config()` changes); setting it here, first in main.tsx, reaches every schema without loading zod on
 * pages that need none.
 */
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
