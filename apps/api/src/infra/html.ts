// HTML the server writes itself: text escaped for HTML, and the small server-rendered pages
// (development mailbox, sandbox payment page, the built-in ticketing and marketplace pages, the
// API reference), each with its own strict Content-Security-Policy: their one style block is
// allowed by a nonce, nothing else inline.
import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function sendPage(
  reply: FastifyReply,
  render: (nonce: string) => string,
  formAction = "'none'",
): FastifyReply {
  const nonce = randomBytes(16).toString('base64');
  // A page served under /api/ (the API's reference) takes a page's headers, not the API's.
  return reply
    .pageHeaders()
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; base-uri 'none'; form-action ${formAction}; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(render(nonce));
}
