import type { FastifyReply } from 'fastify';

import { absolutizeMedia } from './media-url';

/**
 * Serialised public responses kept for a short time (TOOLCHAIN: turning objects into JSON is
 * what costs). One cache per route plugin, so test apps on different databases never share
 * entries. Stale for at most `ttlMs` after a change; `clear()` drops everything (call it where a
 * write changes the cached data).
 */
export class ResponseCache {
  private entries = new Map<string, { body: string; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 200,
  ) {}

  /** Sends the cached envelope for `key`, or builds, absolutises, serialises and caches it. */
  async send(reply: FastifyReply, key: string, publicUrl: string, build: () => Promise<unknown>) {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= now) {
      const body = JSON.stringify(absolutizeMedia(await build(), publicUrl));
      if (this.entries.size >= this.maxEntries) this.entries.clear();
      entry = { body, expires: now + this.ttlMs };
      this.entries.set(key, entry);
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }

  clear() {
    this.entries.clear();
  }
}
