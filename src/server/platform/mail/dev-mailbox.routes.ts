import type { FastifyInstance } from 'fastify';
import { devEndpoints as endpoints } from '../../../contract/dev/dev.endpoints.js';
import * as schemas from '../../../contract/dev/dev.schemas.js';
import { AppError } from '../errors/app-error.js';
import { endpointRoutes } from '../http/endpoint-routes.js';
import { findLinks, type DevMailbox, type DevMailboxMessage } from './dev-mailbox.js';

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The text escaped, with its http(s) links made clickable (the links are escaped too). */
function linkify(text: string): string {
  let html = '';
  let rest = text;
  for (const link of findLinks(text)) {
    const at = rest.indexOf(link);
    html += escapeHtml(rest.slice(0, at));
    html += `<a href="${escapeHtml(link)}">${escapeHtml(link)}</a>`;
    rest = rest.slice(at + link.length);
  }
  return html + escapeHtml(rest);
}

function renderMessage(message: DevMailboxMessage): string {
  const time = message.createdAt.toISOString();
  // The stored HTML is never injected: the page shows the text version, escaped.
  return `<article data-testid="mail">
<p class="meta"><time datetime="${time}">${time}</time> · To: <bdi>${escapeHtml(message.to)}</bdi></p>
<div dir="auto">
<h2>${escapeHtml(message.subject)}</h2>
<section><pre>${linkify(message.text)}</pre></section>
</div>
</article>`;
}

function renderPage(messages: DevMailboxMessage[]): string {
  const body = messages.length
    ? messages.map(renderMessage).join('\n')
    : '<p>No mail yet. Mail appears here when the app sends it without SMTP_URL.</p>';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Dev mailbox — Tawrid</title>
<style>
body { font-family: system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
article { border: 1px solid #ccc; border-radius: 0.5rem; padding: 0 1rem; margin-block: 1rem; }
.meta { color: #555; font-size: 0.875rem; }
h2 { font-size: 1.125rem; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; font-family: inherit; }
</style>
</head>
<body>
<h1>Dev mailbox — Tawrid</h1>
<p>The newest ${messages.length} messages the app would have sent. Only outside production.</p>
${body}
</body>
</html>
`;
}

/**
 * The dev mailbox over HTTP: a page to read the mail and a JSON endpoint that end-to-end tests use
 * to fetch a verification link. Registered only outside production.
 */
export async function devMailboxRoutes(app: FastifyInstance, { mailbox }: { mailbox: DevMailbox }) {
  const route = endpointRoutes(app, schemas);
  route(endpoints.showMailbox, async ({ reply }) =>
    reply.type('text/html; charset=utf-8').send(renderPage(await mailbox.list(50))),
  );
  route(endpoints.getLatestMail, async ({ query }) => {
    const message = await mailbox.latestTo(query.to);
    if (!message) throw new AppError('NOT_FOUND');
    return { ...message, createdAt: message.createdAt.toISOString() };
  });
}
