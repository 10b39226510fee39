// `npm run dev`: the API with reload on change (tsx watch, port 3001) and the Vite dev server with hot
// reload (port 3000) that proxies /api to it. Ctrl+C stops both; the API stops its database cleanly.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// The binaries themselves, not npx: npx does not pass signals on to what it runs.
const children = [
  spawn('node_modules/.bin/tsx', ['watch', '--clear-screen=false', 'src/server/server.ts'], {
    stdio: 'inherit',
    // Links in mails and the payment provider's way back go to the page the browser uses: Vite's.
    env: { PUBLIC_URL: 'http://localhost:3000', ...process.env, PORT: apiPort, SERVE_WEB: 'false' },
  }),
  spawn('node_modules/.bin/vite', [], { stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } }),
];

let exitCode = 0;
function stop(code = 0) {
  exitCode ||= code;
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
for (const child of children) {
  child.on('exit', (code) => {
    stop(code ?? 0);
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode);
  });
}
