// `npm run bench` (after `npm run build`): every benchmark in turn, each a child process whose output
// passes through, then a summary of their goals. A benchmark states a goal by printing one line on stdout
// that starts with `GOAL ` (`GOAL <name>: <measured> (reference <measured in the same run>; target <target>)
// MET|MISSED`); nothing else is needed to appear in the summary. A benchmark that fails (non-zero exit)
// does not stop the others; the run then exits non-zero.
//
//   node bench/all.mjs                          every benchmark below
//   BENCH_SCRIPTS=search,checkout node bench/all.mjs
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The benchmarks of `npm run bench`, in order (file names in bench/, without `.mjs`). */
const benchmarks = [
  'run',
  'search',
  'realtime',
  'checkout',
  'forecast',
  'marketplace-health',
  'e-invoice-signing',
  'pages',
  'lighthouse',
];

const here = path.dirname(fileURLToPath(import.meta.url));
const chosen = process.env.BENCH_SCRIPTS?.split(',').map((name) => name.trim()) ?? benchmarks;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** Runs one benchmark, its output passed through; answers its exit code and its GOAL lines. */
function run(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const goals = [];
    let partial = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const lines = (partial + chunk).split('\n');
      partial = lines.pop();
      goals.push(...lines.filter((line) => line.startsWith('GOAL ')));
    });
    child.once('close', (code, signal) => {
      if (partial.startsWith('GOAL ')) goals.push(partial);
      resolve({ code: code ?? signal, goals });
    });
  });
}

const started = new Date();
const summary = [];
for (const name of chosen) {
  const before = Date.now();
  console.log(`\n## bench/${name}.mjs (load average ${loadAverage()})\n`);
  const { code, goals } = await run(name);
  summary.push({ name, code, goals, seconds: (Date.now() - before) / 1000 });
}

console.log(
  `\n## Goals (${started.toISOString()} → ${new Date().toISOString()}, load average at end ${loadAverage()})\n`,
);
for (const { name, code, goals, seconds } of summary) {
  const status = code === 0 ? 'ok' : `FAILED (exit ${code})`;
  console.log(`bench/${name}.mjs: ${status}, ${Math.round(seconds)} s`);
  for (const goal of goals) console.log(`  ${goal}`);
}
if (summary.some(({ code }) => code !== 0)) process.exitCode = 1;
