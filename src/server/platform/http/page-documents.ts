import {
  isLanguage,
  languageStorageKey,
  primaryLanguageOf,
  type Language,
} from '../../../contract/i18n/language-codes.js';
import { pageStateElementId, type RenderedPage } from '../../../contract/pages/page-rendering.js';
import { resolveLanguage } from '../i18n/request-language.js';

/** One chunk of Vite's build manifest (`dist/web/.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The language of a page the server renders, as the browser would detect it (spec §9, decision 017): a
 * `?lng=` first, then the language cookie (the browser's stored choice), then Accept-Language.
 */
export function pageLanguage(
  query: unknown,
  cookies: Record<string, string | undefined>,
  acceptLanguage: string | undefined,
): Language {
  const asked = primaryLanguageOf(
    typeof query === 'object' && query !== null ? (query as { lng?: unknown }).lng : undefined,
  );
  if (isLanguage(asked)) return asked;
  const stored = primaryLanguageOf(cookies[languageStorageKey]);
  if (isLanguage(stored)) return stored;
  return resolveLanguage(undefined, acceptLanguage);
}

/**
 * The stylesheets a page's module needs, following its static imports through the manifest, less those the
 * app's entry already loads: with them the markup is styled before any script runs. (Its scripts are not
 * preloaded: they would take the phone's bandwidth before the first paint, and the page is already on
 * screen while they load.)
 */
export function pageStyles(manifest: BuildManifest, pageFile: string): string[] {
  const loaded = new Set<string>();
  const closure = (key: string, into: Set<string>) => {
    if (into.has(key) || !manifest[key]) return;
    into.add(key);
    for (const imported of manifest[key].imports ?? []) closure(imported, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(key, loaded);
  const needed = new Set<string>();
  closure(`pages/${pageFile}`, needed);
  const chunks = [...needed].filter((key) => !loaded.has(key)).map((key) => manifest[key]!);
  return [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].map((file) => `/${file}`);
}

const htmlEscapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (character) => htmlEscapes[character]!);

/**
 * JSON for a `<script type="application/json">`: `<`, `>` and `&` escaped as JSON escapes, so no text in it
 * (a product named `</script><script>…`) can end the element; JSON.parse reads it back unchanged.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * The built index.html with a rendered page in it: language, title, description, the page's own styles,
 * markup, state. The page's styles are inlined after the app's stylesheet, where the browser would have
 * added them: a few kilobytes, where each file was one more request holding back the first paint (a
 * phone's browser opens six connections to a host over HTTP/1.1). When the page's script loads them as
 * files, the same rules come again in the same order.
 */
export function pageDocument(template: string, pageCss: string, page: RenderedPage): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:locale" content="${page.language === 'ar' ? 'ar_SA' : 'en_GB'}" />`,
    ...(pageCss ? [`<style>${pageCss.replaceAll('</style', '<\\/style')}</style>`] : []),
  ];
  // Replacements are functions: the page's own text may hold `$&`, which a replacement string would expand.
  return (
    template
      .replace(
        /<html[^>]*>/,
        () => `<html lang="${page.language}" dir="${page.dir}" data-mantine-color-scheme="light">`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
      .replace(/<meta name="description"[^>]*>/, () => `<meta name="description" content="${description}" />`)
      .replace('</head>', () => `  ${head.join('\n    ')}\n  </head>`)
      // The page is on screen without its scripts: they come after what it shows (styles, fonts, its
      // image) instead of taking a slow connection's bandwidth first.
      .replaceAll(/<script type="module"|<link rel="modulepreload"/g, (tag) => `${tag} fetchpriority="low"`)
      .replace(
        '<div id="root"></div>',
        () =>
          `<div id="root">${page.html}</div>\n    <script type="application/json" id="${pageStateElementId}">${scriptJson(page.state)}</script>`,
      )
  );
}
