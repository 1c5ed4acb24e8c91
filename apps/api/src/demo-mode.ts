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
 * The shortest secret production accepts: 32 characters. PUSHER_SECRET signs every private
 * channel's authorisation (HMAC-SHA256) and PARKING_QR_SECRET every parking code; a member holds
 * such a signature and its message, so a short secret falls to an offline search (a 2-character
 * one in milliseconds). ADMIN_KEY opens every staff endpoint. 32 random characters are out of any
 * search's reach (`openssl rand -base64 32` prints 44).
 */
export const MIN_SECRET_LENGTH = 32;

const shortSecret = (setting: string, what: string) =>
  `${setting} must be at least ${MIN_SECRET_LENGTH} characters in production (${what}; e.g. \`openssl rand -base64 32\`)`;

/**
 * What stops a production start, one line each naming the setting; empty outside production and
 * in demo mode. ADMIN_KEY may stay unset: the staff endpoints then answer 503.
 */
export function productionProblems(env: ProductionEnv): string[] {
  if (env.NODE_ENV !== 'production' || env.ATRIUM_DEMO) return [];
  const problems: string[] = [];
  if (env.ADMIN_KEY === DEV_ADMIN_KEY) {
    problems.push('ADMIN_KEY: is the public development key; choose your own');
  } else if (env.ADMIN_KEY !== undefined && env.ADMIN_KEY.length < MIN_SECRET_LENGTH) {
    problems.push(shortSecret('ADMIN_KEY', 'it opens every staff endpoint'));
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
  } else if (env.PUSHER_SECRET !== undefined && env.PUSHER_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(shortSecret('PUSHER_SECRET', 'it signs every private channel'));
  }
  if (!env.PARKING_QR_SECRET) {
    problems.push(
      `PARKING_QR_SECRET: required in production; the parking gate checks the QR codes with the same key (≥ ${MIN_SECRET_LENGTH} characters)`,
    );
  } else if (env.PARKING_QR_SECRET.length < MIN_SECRET_LENGTH) {
    problems.push(shortSecret('PARKING_QR_SECRET', 'it signs every parking code'));
  }
  return problems;
}
