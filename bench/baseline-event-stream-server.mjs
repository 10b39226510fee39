// The reference of bench/realtime.mjs: a bare `node:http` server holding event-stream answers, what one
// idle SSE connection costs Node itself. No framework, no session, no database: it answers every GET with
// the same preamble the API sends (`retry:` and a starting id) and keeps the answer open, with one shared
// heartbeat, until the client leaves. `PORT` (and `HOST`, default 127.0.0.1) from the environment.
import http from 'node:http';

const open = new Set();
let lastId = 0;
setInterval(() => {
  for (const response of open) response.write(': keep-alive\n\n');
}, 25_000).unref();

http
  .createServer((request, response) => {
    if (request.url === '/api/health/ready') {
      response.end('ok');
      return;
    }
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
    });
    lastId += 1;
    response.write(`retry: 3000\n\nid: ${lastId}\n\n`);
    open.add(response);
    response.on('close', () => open.delete(response));
  })
  .listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
