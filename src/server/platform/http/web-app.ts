import path from 'node:path';
import { existsSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';

/** A path the single-page app owns: a GET outside /api/ whose last segment has no file extension. */
export function isAppRoute(request: Pick<FastifyRequest, 'method' | 'url'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  return !path.posix.basename(pathname).includes('.');
}

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is never cached so a new
 * release is picked up at once. The build writes brotli and gzip copies of its text files (vite.config.ts),
 * sent to browsers that accept them. Returns what answers an app route: index.html, where the client-side router takes over.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error(`The web app is not built (${webDistDir}/index.html is missing): run \`npm run build\`.`);
  }
  await app.register(fastifyStatic, {
    root: webDistDir,
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders(res, filePath) {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
