#!/usr/bin/env node
// The import boundaries of .dependency-cruiser.cjs (decision 022), in two cruises of src:
// - the dependency rules over every file, tests included (the rules themselves leave tests out where
//   they are about layering);
// - the folder rules (cycles between server modules, between web features) over the modules' and
//   features' product code only: a test that imports two modules, or a helper in src/*/test, is no
//   dependency of one module on another. A foreign key (a `*.tables.ts` naming another module's table,
//   the one import tables-reference-only-tables allows) counts: it points down the modules' order too
//   (decision 026).
//   node scripts/boundaries.mjs          (npm run lint) prints what breaks an enforced rule ('error'), a
//                                        one-line count of the rest; exit 1 on a broken enforced rule
//   node scripts/boundaries.mjs --all    (npm run boundaries) every rule with its count and violations;
//                                        exit 1 on any violation
import { cruise } from 'dependency-cruiser';

const all = process.argv.includes('--all');
const { default: config } = await import('../.dependency-cruiser.cjs');
const isFolderRule = (rule) => rule.scope === 'folder';

const byDependency = await cruise(['src'], {
  ...config.options,
  validate: true,
  ruleSet: { forbidden: config.forbidden.filter((rule) => !isFolderRule(rule)) },
});
const byFolder = await cruise(['src/server/modules', 'src/web/features'], {
  ...config.options,
  includeOnly: '^src/(server/modules|web/features)/',
  exclude: { path: ['\\.test\\.tsx?$'] },
  validate: true,
  ruleSet: { forbidden: config.forbidden.filter(isFolderRule) },
});

const violations = [...byDependency.output.summary.violations, ...byFolder.output.summary.violations];
const typeOnly = new Set(
  byDependency.output.modules.flatMap((module) =>
    module.dependencies
      .filter((dependency) => dependency.dependencyTypes.includes('type-only'))
      .map((dependency) => `${module.source} ${dependency.resolved}`),
  ),
);

// A folder dependency on a cycle joins two folders of one strongly connected group; joining the ends of
// every such dependency gives the groups, each one cycle to break.
function cycleGroups(found) {
  const parent = new Map();
  const root = (folder) => {
    while (parent.get(folder) !== folder) folder = parent.get(folder);
    return folder;
  };
  for (const { from, to } of found) {
    for (const folder of [from, to]) if (!parent.has(folder)) parent.set(folder, folder);
    parent.set(root(from), root(to));
  }
  const groups = new Map();
  for (const folder of parent.keys()) groups.set(root(folder), [...(groups.get(root(folder)) ?? []), folder]);
  return [...groups.values()].map((group) => group.map((folder) => folder.replace(/^.*\//, '')).sort());
}

let enforcedBroken = 0;
let notEnforced = 0;
const lines = [];
for (const rule of config.forbidden) {
  const found = violations.filter((violation) => violation.rule.name === rule.name);
  const enforced = rule.severity === 'error';
  if (enforced) enforcedBroken += found.length;
  else notEnforced += found.length;
  if (!all && !(enforced && found.length)) continue;
  lines.push(`${enforced ? 'enforced' : 'not yet enforced'}  ${rule.name}: ${found.length}`);
  if (isFolderRule(rule)) {
    for (const group of cycleGroups(found)) lines.push(`  cycle of ${group.length}: ${group.join(', ')}`);
    lines.push(`  (${found.length} dependencies between folders lie on a cycle)`);
  } else {
    for (const { from, to } of found)
      lines.push(`  ${from} -> ${to}${typeOnly.has(`${from} ${to}`) ? ' (type only)' : ''}`);
  }
}

if (lines.length) console.log(lines.join('\n'));
const cruised = `${byDependency.output.summary.totalCruised} files`;
console.log(
  `boundaries: ${cruised}, ${enforcedBroken} violations of enforced rules` +
    (all
      ? `, ${notEnforced} of rules not yet enforced`
      : `; not yet enforced: ${notEnforced} (npm run boundaries)`),
);
process.exit(enforcedBroken || (all && notEnforced) ? 1 : 0);
