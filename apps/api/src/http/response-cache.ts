import type { FastifyReply, FastifyRequest } from 'fastify';

import { checkCachedAnswer } from './contract';
import { absolutizeMedia } from './media-url';

/**
 * Serialised public responses kept for a short time (TOOLCHAIN: turning objects into JSON is
 * what costs). Each app has one registry, `app.responseCaches` (so test apps on different
 * databases never share entries); route plugins create their caches from it, and a mall's
 * realtime `content.updated` clears that tenant's entries in all of them (app.ts). Where that
 * event does not reach the API (docs/api.md "Caching"), an entry is stale for at most its ttl.
 */
export class ResponseCaches {
  private readonly caches: TenantScoped[] = [];

  constructor(private readonly publicUrl: string) {}

  create(options: ResponseCacheOptions): ResponseCache {
    const cache = new TenantResponseCache(options, this.publicUrl);
    this.caches.push(cache);
    return cache;
  }

  /** A value built per tenant from its content (the search corpus), forgotten like the answers. */
  memo<T>(options: { ttlMs: number }): TenantMemo<T> {
    const memo = new TenantMemo<T>(options.ttlMs);
    this.caches.push(memo);
    return memo;
  }

  /** Forgets the tenant's answers in every cache; builds already running are not kept. */
  clearTenant(tenantId: string): void {
    for (const cache of this.caches) cache.clearTenant(tenantId);
  }
}

/** Anything kept per tenant that a change of the tenant's content must forget. */
interface TenantScoped {
  clearTenant(tenantId: string): void;
}

/**
 * One value per tenant, built at most once at a time (requests arriving during the build share
 * it) and kept for `ttlMs` or until the tenant's content changes. A build that fails is not
 * kept; one still running when the content changes answers its callers and is not kept either.
 */
export class TenantMemo<T> {
  private readonly entries = new Map<string, { value: Promise<T>; expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(tenantId: string, build: () => Promise<T>): Promise<T> {
    const now = Date.now();
    const cached = this.entries.get(tenantId);
    if (cached && cached.expires > now) return cached.value;
    const value = build();
    this.entries.set(tenantId, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(tenantId)?.value === value) this.entries.delete(tenantId);
    });
    return value;
  }

  clearTenant(tenantId: string): void {
    this.entries.delete(tenantId);
  }
}

export interface ResponseCacheOptions {
  ttlMs: number;
  /**
   * `tenant`: one answer per tenant (a query string changes nothing); `tenant-and-url`: one per
   * tenant and URL, query string included.
   */
  per: 'tenant' | 'tenant-and-url';
  /** Over it the cache starts again empty. Default 200. */
  maxEntries?: number;
}

export interface ResponseCache {
  /**
   * Sends the cached envelope for the request, or builds, checks against the route's response
   * schema, absolutises, serialises and caches it.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    build: () => Promise<unknown>,
  ): Promise<FastifyReply>;
}

interface Entry {
  tenantId: string;
  /** UTF-8 once, not on every send. */
  body: Buffer;
  expires: number;
}

class TenantResponseCache implements ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Bumped by clearTenant: an answer built from data read before the change is sent, not kept. */
  private readonly generations = new Map<string, number>();

  constructor(
    private readonly options: ResponseCacheOptions,
    private readonly publicUrl: string,
  ) {}

  async send(request: FastifyRequest, reply: FastifyReply, build: () => Promise<unknown>) {
    const tenantId = request.tenant.id;
    const key = this.options.per === 'tenant' ? tenantId : `${tenantId} ${request.url}`;
    const now = Date.now();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return sendJson(reply, cached.body);

    const generation = this.generations.get(tenantId) ?? 0;
    // Encoded through the route's response schema (http/contract.ts): bytes skip the serializer.
    const answer = checkCachedAnswer(request, reply, await build());
    const body = Buffer.from(JSON.stringify(absolutizeMedia(answer, this.publicUrl)));
    if (generation === (this.generations.get(tenantId) ?? 0)) {
      if (this.entries.size >= (this.options.maxEntries ?? 200)) this.entries.clear();
      this.entries.set(key, { tenantId, body, expires: now + this.options.ttlMs });
    }
    return sendJson(reply, body);
  }

  clearTenant(tenantId: string): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (entry.tenantId === tenantId) this.entries.delete(key);
    }
  }
}

function sendJson(reply: FastifyReply, body: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
