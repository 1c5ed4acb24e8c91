import type { ErrorEnvelope, SuccessEnvelope } from '@atrium/domain/contract/envelope';
import { isDatabaseUnavailable } from '@atrium/server-db/unavailable';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { pgErrorCode } from '../loyalty/db-util';
import { HttpError } from './errors';
import { httpStatusName } from '@atrium/domain/contract/envelope';

export function success<T>(data: T): SuccessEnvelope<T> {
  return { status: 'success', data };
}

export function errorBody(
  statusCode: number,
  message: string,
  errors?: ErrorEnvelope['errors'],
): ErrorEnvelope {
  return {
    status: 'error',
    httpStatus: httpStatusName(statusCode),
    message,
    ...(errors ? { errors } : {}),
  };
}

/**
 * PostgreSQL's SQLSTATEs for text it cannot hold: 22021 (U+0000, or bytes that are not UTF-8, as
 * a lone UTF-16 surrogate becomes) and 22P05 (a character without an equivalent in the encoding).
 */
const PG_BAD_TEXT = new Set(['22021', '22P05']);
const TEXT_MESSAGE =
  'Text must not contain the NUL character (U+0000) or a lone UTF-16 surrogate (U+D800–U+DFFF)';
/** PostgreSQL's SQLSTATE for a value out of its column's range (an id past 2³¹−1). */
const PG_NUMERIC_OUT_OF_RANGE = '22003';
/** PostgreSQL's SQLSTATE for a reference to a row that does not exist (or no longer does). */
const PG_FOREIGN_KEY_VIOLATION = '23503';
/** PostgreSQL's SQLSTATE for a unique violation: a concurrent request wrote the same row first. */
const PG_UNIQUE_VIOLATION = '23505';

/** Seconds a client is asked to wait (`Retry-After`) when a dependency is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 `ServiceUnavailable` with `Retry-After`: a dependency (database, Redis) is unreachable. */
export function sendUnavailable(reply: FastifyReply, message: string) {
  return reply
    .code(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS))
    .send(errorBody(503, message));
}

/**
 * Every failure leaves as `{status:'error', httpStatus, message, errors?}` with the matching
 * status code. The database unreachable or not answering in time is a 503 with `Retry-After`.
 * Unexpected errors are logged with their stack and answered with a generic 500.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    reply
      .code(404)
      .send(errorBody(404, `Route ${request.method} ${request.url.split('?')[0]} not found`));
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (error instanceof HttpError) {
      if (error.statusCode < 500) {
        return clientFailure(
          request,
          reply,
          error.statusCode,
          error.message,
          undefined,
          error.errors,
        );
      }
      // A deliberate answer (a setting missing, a dependency down): no stack to look at.
      request.log.warn({ reqId: request.id, statusCode: error.statusCode }, error.message);
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.errors));
    }
    const sqlState = pgErrorCode(error);
    // A client's fault that got as far as a statement is still a client error: logged at info
    // without a stack, so bad input cannot fill the error log (docs/api.md "Envelope").
    if (sqlState && PG_BAD_TEXT.has(sqlState)) {
      // Text the input guard did not see (http/input-guard.ts), e.g. a multipart field.
      return clientFailure(request, reply, 422, TEXT_MESSAGE, sqlState);
    }
    if (sqlState === PG_NUMERIC_OUT_OF_RANGE) {
      return clientFailure(request, reply, 422, 'A number is out of range', sqlState);
    }
    if (sqlState === PG_FOREIGN_KEY_VIOLATION) {
      // An id the handler did not look up first, or a row deleted by a concurrent request.
      return clientFailure(request, reply, 422, 'A record this refers to does not exist', sqlState);
    }
    if (sqlState === PG_UNIQUE_VIOLATION) {
      // The statement failed whole (and its transaction with it): nothing was half-written.
      return clientFailure(
        request,
        reply,
        409,
        'The same record was written by another request at the same moment; reload and retry',
        sqlState,
      );
    }
    if (isDatabaseUnavailable(error)) {
      // The cause only: drizzle's own message repeats the query and its parameters.
      request.log.warn(
        { reqId: request.id, cause: String(error.cause ?? error) },
        'database unavailable: 503',
      );
      return sendUnavailable(reply, 'The service is temporarily unavailable, please retry shortly');
    }
    const code = (error as FastifyError).statusCode;
    if (typeof code === 'number' && code >= 400 && code < 500) {
      // Fastify's own client errors: bad JSON, body too large, unsupported media type, rate limit …
      const fastifyError = error as FastifyError;
      return clientFailure(request, reply, code, clientMessage(fastifyError), fastifyError.code);
    }
    request.log.error({ reqId: request.id, err: error }, 'unhandled error');
    const status = typeof code === 'number' && code >= 500 ? code : 500;
    return reply
      .code(status)
      .send(errorBody(status, status === 503 ? 'Service unavailable' : 'Internal server error'));
  });
}

/** What a client error answers: logged at info, with its code and without a stack. */
function clientFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: string,
  code: string | undefined,
  errors?: ErrorEnvelope['errors'],
) {
  request.log.info({ reqId: request.id, statusCode: status, code }, message);
  return reply.code(status).send(errorBody(status, message, errors));
}

function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported media type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'Body cannot be empty when content-type is set to application/json';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    default:
      return error.message;
  }
}
