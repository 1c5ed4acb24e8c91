import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { realtimeLimitsEnvShape } from '@atrium/realtime-gateway/config';
import { DEFAULT_TIMEOUTS } from '@atrium/server-db/pg-pool';
import { z } from 'zod';

import { accountsEnvShape } from './auth/accounts-env';
import { devToolsEnabled, productionProblems } from './demo-mode';
import { loyaltyEnvShape } from './loyalty/loyalty-env';

/**
 * The API's configuration: the only file that reads `process.env`. Parsed once with zod;
 * a bad value stops the process with a message naming the key.
 */
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? def : v === 'true' || v === '1'));

/** `beta=https://beta.example.com,galerieharfa=https://www.harfa.example` → pairs. */
const extraOrigins = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const out: { tenantId: string; origin: string }[] = [];
    for (const part of (raw ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const m = /^([a-z0-9-]+)=(https?:\/\/[^/\s]+)$/.exec(part);
      if (!m) {
        ctx.addIssue({ code: 'custom', message: `expected tenant=origin, got "${part}"` });
        return z.NEVER;
      }
      out.push({ tenantId: m[1]!, origin: m[2]! });
    }
    return out;
  });

/**
 * `TRUST_PROXY`: the proxies whose `X-Forwarded-For` / `-Proto` / `-Host` the API believes,
 * comma-separated IP addresses, CIDR ranges (`10.0.0.0/8` or `10.0.0.0/255.0.0.0`) or proxy-addr's
 * names `loopback`, `linklocal`, `uniquelocal`. Absent: none, so `request.ip` (rate limits,
 * lockouts) is the peer's address and a client cannot choose it by sending the header.
 * Parsed as Fastify will read it (proxy-addr), so a value it would throw on stops the start here
 * with the setting named, in every mode; a range of every address (`0.0.0.0/0`, `::/0`) is
 * refused, since trusting every hop lets any client choose its own address.
 */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const trustedProxies = z
  .string()
  .optional()
  .transform((raw, ctx) => {
    const out: string[] = [];
    for (const part of (raw ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const problem = proxyProblem(part);
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem });
        return z.NEVER;
      }
      out.push(part);
    }
    return out;
  });

/**
 * Why one TRUST_PROXY entry cannot be used, or null. The rules are proxy-addr's (Fastify compiles
 * the list with it at start and throws on what it cannot read): an IP address, optionally `/` and
 * a prefix length from 1 to 32 (IPv4) or 128 (IPv6), or an IPv4 netmask of contiguous ones.
 */
function proxyProblem(part: string): string | null {
  if (PROXY_NAMES.has(part)) return null;
  const slash = part.lastIndexOf('/');
  const address = slash < 0 ? part : part.slice(0, slash);
  const family = isIP(address);
  if (!family) {
    return `expected an IP address, a CIDR range or loopback/linklocal/uniquelocal, got "${part}"`;
  }
  if (slash < 0) return null;
  const range = part.slice(slash + 1);
  const prefix = /^\d{1,3}$/.test(range)
    ? Number(range)
    : family === 4 && isIP(range) === 4
      ? netmaskPrefix(range)
      : null;
  if (prefix === 0) {
    return `"${part}" trusts every address: any client could choose its own address with X-Forwarded-For; name your proxies' addresses or ranges`;
  }
  if (prefix === null || prefix > (family === 4 ? 32 : 128)) {
    return `"${part}" is not a usable address or range (a prefix length from 1 to ${family === 4 ? 32 : 128}, or an IPv4 netmask)`;
  }
  return null;
}

/** The prefix length of an IPv4 netmask (`255.255.0.0` → 16), null when its ones have gaps. */
function netmaskPrefix(mask: string): number | null {
  const bits = mask.split('.').reduce((n, octet) => n * 256 + Number(octet), 0);
  const ones = (bits.toString(2).match(/1/g) ?? []).length;
  const contiguous = ones === 0 ? bits === 0 : bits === 2 ** 32 - 2 ** (32 - ones);
  return contiguous ? ones : null;
}

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /**
   * Demo mode (`npm start`): a production build that keeps the outbox and the development staff
   * key for loopback clients and may run without the settings production requires (demo-mode.ts).
   */
  ATRIUM_DEMO: bool(false),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3333),
  /** PostgreSQL connection string; when absent the API uses PGlite under DATA_DIR/pglite. */
  DATABASE_URL: z.url().optional(),
  /** PostgreSQL connections this process holds at most (docs/deploy.md sizes it per replica). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /**
   * PostgreSQL waits (docs/api.md, Failure behaviour): opening a connection or waiting for a free
   * one; a statement or a pause inside a transaction. Past them a request answers 503.
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(120_000)
    .default(DEFAULT_TIMEOUTS.connectMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(600_000)
    .default(DEFAULT_TIMEOUTS.statementMs),
  DATA_DIR: z
    .string()
    .default('.data')
    .transform((d) => resolve(REPO_ROOT, d)),
  /**
   * Write the malls' content seed when the database has no tenant yet (docs/api.md "Demo mode and
   * production"): default on outside production and in demo mode, off in production. The demo
   * member and the demo staff owner are written only outside production and in demo mode.
   */
  SEED: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * Apply the migrations when the API starts (demo, single machine). A deployment that runs
   * `npm run migrate` as its own step before the rollout sets false (docs/deploy.md).
   */
  MIGRATE_ON_START: bool(true),
  /** Absolute base URL of this API as visitors reach it (used for image and link URLs). */
  PUBLIC_URL: z.url().optional(),
  /** Extra origins per tenant, comma-separated `tenantId=origin` pairs. */
  TENANT_EXTRA_ORIGINS: extraOrigins,
  /** Allow `X-Tenant` on requests without Origin. Defaults to on outside production. */
  ALLOW_TENANT_HEADER: z.enum(['true', 'false']).optional(),
  TRUST_PROXY: trustedProxies,
  /**
   * OpenTelemetry traces (http/tracing.ts): the collector's OTLP/HTTP base URL (`/v1/traces` is
   * added) or the traces URL itself; off when neither is set.
   */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().min(1).default('atrium-api'),
  /** Prometheus metrics on this port (`GET /metrics`), apart from the public one; off when unset. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /**
   * After SIGTERM the API keeps serving this long with `/health/ready` at 503, so a load balancer
   * that checks readiness stops sending before the listener closes (a few check intervals; 0:
   * close at once, as for a proxy drained before the signal).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(120_000).default(0),
  /** Requests in flight get this long to finish after the drain before the process exits. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * One log line per request and response. Default: on outside production; in production the
   * reverse proxy or CDN keeps access logs, and two JSON lines per request cost the API about a
   * tenth of its throughput on cached lists (docs/benchmarks.md). Errors are logged either way.
   */
  LOG_REQUESTS: z.enum(['true', 'false']).optional(),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().positive().optional(),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  SMTP_FROM: z.string().default('Atrium <no-reply@atrium.example>'),
  /** Key for operator-only endpoints (none public yet). */
  ADMIN_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  PUSHER_APP_ID: z.string().optional(),
  PUSHER_KEY: z.string().optional(),
  PUSHER_SECRET: z.string().optional(),
  PUSHER_CLUSTER: z.string().default('mt1'),
  PUSHER_HOST: z.string().optional(),
  PUSHER_PORT: z.coerce.number().int().positive().optional(),
  PUSHER_USE_TLS: bool(false),
  /**
   * Enables `private-encrypted-*` channels: 32 random bytes in base64 (`openssl rand -base64 32`),
   * from which each channel's shared secret is derived (docs/realtime.md). Unset: refused (403).
   */
  PUSHER_ENCRYPTION_MASTER_KEY_BASE64: z
    .string()
    .regex(
      /^[A-Za-z0-9+/]{43}=$/,
      'must be 32 bytes in base64 (44 characters ending in =, e.g. `openssl rand -base64 32`)',
    )
    .optional(),
  /**
   * Realtime (docs/realtime.md): `embedded` starts the Pusher-protocol gateway in this process.
   * Unset: `off` in production, `embedded` in development, tests and demo mode
   * (`realtimeGatewayMode` in @atrium/realtime-gateway/api-realtime).
   */
  REALTIME_GATEWAY: z.enum(['embedded', 'off']).optional(),
  /** The embedded gateway's connection limits (docs/realtime.md "Limits"). */
  ...realtimeLimitsEnvShape,
  REALTIME_PORT: z.coerce.number().int().min(0).max(65535).default(6001),
  /**
   * Where the embedded gateway sends its webhooks (docs/realtime.md "Webhooks"), e.g. this API's
   * own `http://127.0.0.1:3000/v1/realtime/webhooks`; absent → none.
   */
  REALTIME_WEBHOOK_URL: z.url().optional(),
  /** Redis for several gateways to share channels (scale-out); absent → one process. */
  REDIS_URL: z.url().optional(),
  ...accountsEnvShape,
  ...loyaltyEnvShape,
});

export type EnvInput = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;
export interface Env extends Omit<
  ParsedEnv,
  'ALLOW_TENANT_HEADER' | 'LOG_REQUESTS' | 'PUBLIC_URL' | 'SEED'
> {
  ALLOW_TENANT_HEADER: boolean;
  LOG_REQUESTS: boolean;
  PUBLIC_URL: string;
  SEED: boolean;
}

export class EnvError extends Error {}

/** Parses an environment (default: process.env); throws EnvError naming every bad key. */
/** What opening the database needs, and nothing else (the migration command reads only this). */
export type DatabaseEnv = Pick<
  Env,
  | 'DATABASE_URL'
  | 'DATA_DIR'
  | 'DATABASE_POOL_SIZE'
  | 'DB_CONNECT_TIMEOUT_MS'
  | 'DB_STATEMENT_TIMEOUT_MS'
>;

const databaseEnvSchema = envSchema.pick({
  DATABASE_URL: true,
  DATA_DIR: true,
  DATABASE_POOL_SIZE: true,
  DB_CONNECT_TIMEOUT_MS: true,
  DB_STATEMENT_TIMEOUT_MS: true,
});

/** The database settings alone: a migration job needs no mail server or realtime secret. */
export function parseDatabaseEnv(
  source: Record<string, string | undefined> = process.env,
): DatabaseEnv {
  const input = Object.fromEntries(
    Object.keys(databaseEnvSchema.shape).flatMap((key) =>
      source[key] ? [[key, source[key]]] : [],
    ),
  );
  const result = databaseEnvSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const input: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const v = source[key];
    if (v !== undefined && v !== '') input[key] = v;
  }
  if (source['DEV_OUTBOX'] !== undefined) {
    throw new EnvError(
      'Invalid environment:\n  DEV_OUTBOX: no longer a setting; the outbox belongs to demo mode (ATRIUM_DEMO=true) and development',
    );
  }
  const result = envSchema.safeParse(input);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const problems = productionProblems(e);
  if (problems.length) {
    throw new EnvError(
      `Refusing to start in production (NODE_ENV=production without ATRIUM_DEMO=true):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
  }
  const outsideProduction = e.NODE_ENV !== 'production';
  const flag = (value: 'true' | 'false' | undefined) =>
    value === undefined ? outsideProduction : value === 'true';
  return {
    ...e,
    SEED: e.SEED === undefined ? devToolsEnabled(e) : e.SEED === 'true' || e.SEED === '1',
    ALLOW_TENANT_HEADER: flag(e.ALLOW_TENANT_HEADER),
    LOG_REQUESTS: flag(e.LOG_REQUESTS),
    PUBLIC_URL: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
  };
}
