import type { FastifyPluginAsync, FastifyRequest } from 'fastify';

import { fromLoopback } from '../demo-mode';
import { success } from '../http/envelope';
import { parseInput } from '../http/errors';
import { listOutbox, outboxQuerySchema } from './outbox';

const esc = (s: string) =>
  s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A browser navigation (Accept: text/html first) gets the page; anything else JSON. */
function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /^\s*text\/html/.test(accept);
}

/**
 * The mailbox of development and demo mode (DESIGN section 3, demo-mode.ts), registered when
 * `devToolsEnabled(env)` and answering loopback clients only (anyone else gets the 404 of a
 * route that does not exist):
 *
 * - `GET /dev/outbox` — JSON envelope `{status:'success', data:[{id, tenant, to, subject, text,
 *   links, link, sent, created_at}]}`, newest first; a browser (Accept: text/html) gets the same
 *   list as an HTML page with clickable links. Filters: `?to=<email>&tenant=<id>&limit=<1-200>`.
 * - `GET /dev/outbox.json` — always JSON.
 *
 * Supersedes the unregistered routes/dev/outbox.routes.ts (same paths, JSON first).
 */
export const devOutboxRoutes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!fromLoopback(request)) return reply.callNotFound();
  });

  const json = async (request: FastifyRequest) =>
    success(await listOutbox(app.db, parseInput(outboxQuerySchema, request.query)));

  app.get('/dev/outbox.json', json);

  app.get('/dev/outbox', async (request, reply) => {
    if (!wantsHtml(request)) return json(request);
    const mails = await listOutbox(app.db, parseInput(outboxQuerySchema, request.query));
    const items = mails
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p>To: ${esc(m.to)} · ${m.created_at} · tenant ${esc(m.tenant ?? '-')}${m.sent ? ' · sent by SMTP' : ''}</p><ul>${m.links.map((l) => `<li><a href="${esc(l)}">${esc(l)}</a></li>`).join('')}</ul><pre>${esc(m.text)}</pre></article>`,
      )
      .join('<hr>');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox</title></head><body><h1>Outbox (${mails.length})</h1>${items || '<p>No e-mail yet.</p>'}</body></html>`,
      );
  });
};
