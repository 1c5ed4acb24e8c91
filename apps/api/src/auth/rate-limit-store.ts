import type {
  FastifyRateLimitOptions,
  FastifyRateLimitStore,
  FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
// @fastify/rate-limit's own stores: the Redis one counts with one Lua script per request.
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';

/**
 * The rate limits' counts (auth/rate-limit.ts) in Redis when REDIS_URL is set, so every replica
 * counts towards one limit per client address (docs/security.md "Rate limits").
 *
 * Redis unreachable: each process counts on its own until Redis answers again — the limits hold
 * per replica, as they do without Redis, and no request is refused or kept waiting because of the
 * outage. A limiter that failed closed would turn a Redis outage into an outage of sign-in,
 * registration and the contact form; one that failed open would lift every limit while Redis is
 * down. A command gets {@link COMMAND_TIMEOUT_MS} to answer (a Redis that accepts and never
 * answers); while the connection is down a command fails at once (no offline queue).
 */
export const COMMAND_TIMEOUT_MS = 250;

type Store = FastifyRateLimitStore;
type Callback = Parameters<Store['incr']>[1];
type RouteOptions = Parameters<Store['child']>[0];

const Local = LocalStore as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => Store;
const Shared = RedisStore as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  redis: Redis,
  key: string,
) => Store;

export interface SharedRateLimits {
  /** The plugin's `store` option. */
  store: FastifyRateLimitStoreCtor;
  close(): Promise<void>;
}

/** The counts in Redis at `url`, falling back to this process's own while it is unreachable. */
export function sharedRateLimits(url: string, log: FastifyBaseLogger): SharedRateLimits {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    commandTimeout: COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    // Back within a second of Redis returning, not after ioredis's growing pauses.
    retryStrategy: (times) => Math.min(times * 100, 1_000),
  });
  let reachable = true;
  redis.on('error', () => {
    // Reported once per outage by the failed count below; ioredis reconnects by itself.
  });
  const fallBack = (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.warn(
      { err: { message: error.message } },
      'rate limits: Redis unreachable, each process counts on its own until it answers again',
    );
  };
  const recovered = () => {
    if (reachable) return;
    reachable = true;
    log.info('rate limits: Redis answers again, counts are shared');
  };

  class FallbackStore implements Store {
    constructor(
      private readonly remote: Store,
      private readonly local: Store,
    ) {}
    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.remote.incr(
        key,
        (error, result) => {
          if (!error && result) {
            recovered();
            cb(null, result);
            return;
          }
          fallBack(error ?? new Error('no answer'));
          this.local.incr(key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }
    child(routeOptions: RouteOptions): Store {
      return new FallbackStore(this.remote.child(routeOptions), this.local.child(routeOptions));
    }
  }

  /** What the plugin constructs with its global settings (`new Store(globalParams)`). */
  class PluginStore extends FallbackStore {
    constructor(
      params: FastifyRateLimitOptions & {
        continueExceeding?: boolean;
        exponentialBackoff?: boolean;
      },
    ) {
      const continueExceeding = params.continueExceeding ?? false;
      const exponentialBackoff = params.exponentialBackoff ?? false;
      super(
        new Shared(continueExceeding, exponentialBackoff, redis, 'atrium:rate-limit:'),
        new Local(continueExceeding, exponentialBackoff),
      );
    }
  }

  return {
    store: PluginStore,
    close: async () => {
      redis.disconnect();
    },
  };
}
