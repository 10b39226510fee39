import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const apiPort = process.env.API_PORT ?? '3001';

/**
 * Writes `.br` and `.gz` files beside every compressible file of the build; the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), so nothing is compressed per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tawrid-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          // Not the manifest (.vite/): only the server reads it.
          .filter((file) => /\.(js|css|html|svg|json|txt|xml)$/.test(file) && !file.startsWith('.vite'))
          .map(async (file) => {
            const content = await readFile(path.join(outDir, file));
            if (content.length < 1024) return;
            const brotli = promisify(brotliCompress)(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            });
            const gzipped = promisify(gzip)(content, { level: 9 });
            await writeFile(path.join(outDir, `${file}.br`), await brotli);
            await writeFile(path.join(outDir, `${file}.gz`), await gzipped);
          }),
      );
    },
  };
}

/**
 * Mantine's styles per component instead of its whole stylesheet (234 kB, parsed before the first paint).
 * In a build, main.tsx's `@mantine/core/styles.css` becomes the three base files, and each component's
 * class map (`X.module.css.mjs`) imports its own `styles/X.css`: a page's styles come with the page's
 * chunk, after those of the components it builds on (docs/performance.md). The dev server keeps the whole
 * stylesheet (its pre-bundled dependencies do not pass through this transform).
 */
function mantineStylesPerComponent(): Plugin {
  const wholeStylesheet = "import '@mantine/core/styles.css';";
  const baseStylesheets = ['baseline', 'default-css-variables', 'global']
    .map((name) => `import '@mantine/core/styles/${name}.css';`)
    .join('\n');
  return {
    name: 'tawrid-mantine-styles-per-component',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.endsWith('/src/web/main.tsx')) {
        if (!code.includes(wholeStylesheet)) throw new Error(`main.tsx no longer imports ${wholeStylesheet}`);
        return { code: code.replace(wholeStylesheet, baseStylesheets), map: null };
      }
      const classMap = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/](\w+)\.module\.css\.mjs$/.exec(id);
      if (!classMap) return null;
      return { code: `import '@mantine/core/styles/${classMap[1]}.css';\n${code}`, map: null };
    },
  };
}

const serverBuild = {
  outDir: fileURLToPath(new URL('./dist/web-ssr', import.meta.url)),
  emptyOutDir: true,
  // The server holds every translation (all-translations.ts); the browser's lazy chunks do not apply here.
  rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
};

// The web app lives in src/web; the production build goes to dist/web, which the server serves. The server
// build (`vite build --ssr`) goes to dist/web-ssr: the server renders the public pages with it (decision 017).
export default defineConfig(({ isSsrBuild }) => ({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: isSsrBuild ? false : fileURLToPath(new URL('./src/web/public', import.meta.url)),
  plugins: isSsrBuild ? [react()] : [react(), mantineStylesPerComponent(), precompress()],
  build: isSsrBuild
    ? serverBuild
    : {
        outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
        emptyOutDir: true,
        // Which chunks and styles each page needs: the server links them in the pages it renders.
        manifest: true,
        chunkSizeWarningLimit: 800,
        // Fewer, larger requests (docs/performance.md): everything the entry imports statically is one chunk,
        // and shared chunks under 30 kB are copied into the pages that use them instead of being fetched one
        // by one (a page loaded 40 to 70 small files before). Inlining needs the entry's exports free and
        // turns on strict execution order, which also runs lib/zod-config.ts before any schema.
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 30_000 },
            },
          },
        },
      },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
}));
