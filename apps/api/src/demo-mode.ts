import { DEV_REALTIME_APP } from '@atrium/realtime-gateway/config';
import type { FastifyRequest } from 'fastify';

import { DEV_ADMIN_KEY } from './loyalty/loyalty-env';

/**
 * Demo mode versus production (docs/api.md, "Demo mode and production").
 *
 * The development conveniences — the mailbox at GET /dev/outbox and the well-known staff key
 * DEV_ADMIN_KEY when ADMIN_KEY is unset — exist outside production (`npm run dev`, tests) and in
 * demo mode (`ATRIUM_DEMO=true`, which `npm start` sets on its production build). Either way they
 * answer loopback clients only. Production (`NODE_ENV=production` without demo mode) has neither
 * and refuses to start while a setting it needs is missing or is a public development value.
 */

interface ModeEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  ATRIUM_DEMO: boolean;
}

/** Whether the outbox and the development staff key exist (for loopback clients). */
export function devToolsEnabled(env: ModeEnv): boolean {
  return env.NODE_ENV !== 'production' || env.ATRIUM_DEMO;
}

/**
 * Whether the request's TCP peer is this machine. The socket's address, never `request.ip`: with
 * TRUST_PROXY that comes from X-Forwarded-For, which the client writes.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return address === '::1' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);
}

/** The settings production reads (a subset of the parsed environment). */
export interface ProductionEnv extends ModeEnv {
  ADMIN_KEY?: string | undefined;
  SMTP_URL?: string | undefined;
  SMTP_HOST?: string | undefined;
  /** Unset is `off` in production (realtimeGatewayMode). */
  REALTIME_GATEWAY?: 'embedded' | 'off' | undefined;
  PUSHER_HOST?: string | undefined;
  PUSHER_KEY?: string | undefined;
  PUSHER_SECRET?: string | undefined;
  PARKING_QR_SECRET?: string | undefined;
}

/**
 * What stops a production start, one `SETTING: reason` line each; empty outside production and
 * in demo mode. ADMIN_KEY may stay unset: the staff endpoints then answer 503.
 */
export function productionProblems(env: ProductionEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.ATRIUM_DEMO) return [];
  const problems: string[] = [];
  if (env.ADMIN_KEY === DEV_ADMIN_KEY) {
    problems.push('ADMIN_KEY: is the public development key; choose your own (≥ 16 characters)');
  }
  if (!env.SMTP_URL && !env.SMTP_HOST) {
    problems.push(
      'SMTP_URL (or SMTP_HOST): required in production; without a mail server, registration and password-reset mail reaches nobody',
    );
  }
  // Unset counts as on: production then runs no embedded gateway but publishes to one elsewhere.
  const realtimeUsed = env.REALTIME_GATEWAY !== 'off' || !!env.PUSHER_HOST || !!env.PUSHER_KEY;
  if (realtimeUsed && !env.PUSHER_SECRET) {
    problems.push(
      'PUSHER_SECRET: required in production while realtime is on; without it events are signed with the public development secret',
    );
  } else if (env.PUSHER_SECRET === DEV_REALTIME_APP.secret) {
    problems.push('PUSHER_SECRET: is the public development secret; choose your own');
  }
  if (!env.PARKING_QR_SECRET) {
    problems.push(
      'PARKING_QR_SECRET: required in production; the parking gate checks the QR codes with the same key (≥ 16 characters)',
    );
  }
  return problems;
}
