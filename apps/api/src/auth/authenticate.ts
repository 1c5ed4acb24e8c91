import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';

import { HttpError } from '../http/errors';
import { checkToken, type CustomerRow } from './token-store';

/**
 * The auth interface other routes use (docs/api.md, "Auth"):
 *
 * ```ts
 * import { requireCustomer } from '../../auth/authenticate';
 * app.register(async (me) => {
 *   me.addHook('preHandler', requireCustomer);
 *   me.get('/points', async (request) => { const customer = request.customer!; … });
 * }, { prefix: '/me' });
 * // or per route: app.get('/x', { preHandler: requireCustomer }, handler)
 * ```
 *
 * `requireCustomer` reads `Authorization: Bearer <token>`, looks the token's SHA-256 up **for
 * `request.tenant.id`** and sets `request.customer` (the `customers` row) and
 * `request.authTokenId`. Missing, unknown, revoked, expired or another tenant's token → 401 with
 * `httpStatus: 'Unauthorized'` (the site then clears its token and goes to login).
 * `optionalCustomer` does the same but lets anonymous requests through (customer stays null);
 * a token that is sent but invalid is still a 401 so the site learns its token is dead.
 */
declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer (set by requireCustomer / optionalCustomer), else null. */
    customer: CustomerRow | null;
    /** Id of the `customer_tokens` row that authenticated this request (logout revokes it). */
    authTokenId: number | null;
  }
}

export type { CustomerRow };

/** Adds the `customer` / `authTokenId` request slots. Called once by the app (idempotent). */
export function registerAuthDecorators(app: FastifyInstance) {
  if (!app.hasRequestDecorator('customer')) app.decorateRequest('customer', null);
  if (!app.hasRequestDecorator('authTokenId')) app.decorateRequest('authTokenId', null);
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m ? m[1]! : '';
}

async function authenticateRequest(request: FastifyRequest, required: boolean) {
  const token = bearerToken(request);
  if (token === null) {
    if (required) throw new HttpError(401, 'Unauthenticated: log in to continue');
    return;
  }
  if (!token) throw new HttpError(401, 'Unauthenticated: malformed Authorization header');
  const app = request.server;
  const check = await checkToken(app.db, token, request.tenant.id, app.config.TOKEN_TTL_DAYS);
  if (!check.ok) {
    throw new HttpError(
      401,
      check.reason === 'expired'
        ? 'Unauthenticated: the session has expired, log in again'
        : check.reason === 'other-tenant'
          ? 'Unauthenticated: this token belongs to another site'
          : 'Unauthenticated: log in to continue',
    );
  }
  request.customer = check.customer;
  request.authTokenId = check.tokenId;
}

/** preHandler: a logged-in customer is required (401 otherwise). */
export const requireCustomer: preHandlerAsyncHookHandler = async function (request) {
  await authenticateRequest(request, true);
};

/** Alias of `requireCustomer`. */
export const authenticate = requireCustomer;

/** preHandler: sets `request.customer` when a valid token is sent; anonymous is fine. */
export const optionalCustomer: preHandlerAsyncHookHandler = async function (request) {
  await authenticateRequest(request, false);
};

/** The authenticated customer of a request behind requireCustomer (throws if absent). */
export function currentCustomer(request: FastifyRequest): CustomerRow {
  if (!request.customer) throw new HttpError(401, 'Unauthenticated: log in to continue');
  return request.customer;
}
