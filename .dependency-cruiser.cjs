// The import boundaries of docs/architecture.md, checked by dependency-cruiser (decision 022).
// Run them with `npm run boundaries` (every rule, every violation) or `npm run lint` (fails on an `error`),
// not with the plain `depcruise` command: scripts/boundaries.mjs cruises the folder-scope rules (cycles)
// over the modules' and features' product code only, so that a test helper importing two modules does not
// count as a cycle.
//
// severity 'error': enforced, `npm run lint` fails on a violation.
// severity 'warn': not enforced yet because today's code still breaks it; `npm run boundaries` counts it.
// The comment on each such rule names the issue-21 item whose change brings it to zero: switch it to
// 'error' when the count reads zero.

// Tests may set up data through any module's tables or repository, and test helpers import many modules:
// the layering rules leave them out. The fences between contract, server and web hold for every file.
const TESTS = ['\\.test\\.tsx?$', '^src/server/test/', '^src/web/test/'];

module.exports = {
  forbidden: [
    {
      name: 'contract-imports-only-zod',
      comment: 'src/contract is shared by server and web: schemas and constants on zod alone.',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/contract/', '(^|/)node_modules/zod/', '^zod(/|$)'] },
    },
    {
      name: 'web-never-imports-server',
      comment: 'The web app talks to the server over HTTP only; what both need lives in src/contract.',
      severity: 'error',
      from: { path: '^src/web/' },
      to: { path: '^src/server/' },
    },
    {
      name: 'server-never-imports-web',
      comment: 'The server renders pages through the built web bundle, never by importing its source.',
      severity: 'error',
      from: { path: '^src/server/' },
      to: { path: '^src/web/' },
    },
    {
      name: 'platform-never-imports-a-module',
      comment: 'Layers config <- platform <- modules: infrastructure knows no business domain.',
      severity: 'error',
      from: { path: '^src/server/platform/', pathNot: TESTS },
      to: { path: '^src/server/modules/' },
    },
    {
      name: 'module-imports-another-only-through-its-service',
      comment:
        'A module asks another through its services (*.service.ts: payments publishes its saved cards, ' +
        'invoices its invoice payments) or an index.ts it chooses to publish, never through its tables, ' +
        "repository or other files, so each module's inside can change alone.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: [...TESTS, '\\.tables\\.ts$'] },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/([^/]+\\.service|index)\\.ts$'],
      },
    },
    {
      name: 'tables-reference-only-tables',
      comment:
        "A foreign key needs the other module's table object (drizzle), so a *.tables.ts may import " +
        "another module's *.tables.ts; nothing else of another module.",
      severity: 'error',
      from: { path: '^src/server/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: {
        path: '^src/server/modules/[^/]+/',
        pathNot: ['^src/server/modules/$1/', '\\.tables\\.ts$'],
      },
    },
    {
      name: 'no-cycle-between-server-modules',
      comment: 'Modules depend one way: a module that needs to react to another subscribes to its events.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/server/modules/[^/]+' },
      to: { path: '^src/server/modules/[^/]+', circular: true },
    },
    {
      name: 'no-cycle-between-web-features',
      comment:
        'Features depend one way; what two features share moves to components/ or lib/, or to one of them.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/web/features/[^/]+' },
      to: { path: '^src/web/features/[^/]+', circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports couple modules too (a change of the type breaks the importer's build).
    tsPreCompilationDeps: true,
  },
};
