import type { ErrorEnvelope, SuccessEnvelope } from '@atrium/domain/contract/envelope';
import { isDatabaseUnavailable } from '@atrium/server-db/unavailable';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';

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

/** PostgreSQL's SQLSTATE for a character text cannot hold: U+0000. */
const PG_CHARACTER_NOT_IN_REPERTOIRE = '22021';

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
      return reply
        .code(error.statusCode)
        .send(errorBody(error.statusCode, error.message, error.errors));
    }
    if (pgErrorCode(error) === PG_CHARACTER_NOT_IN_REPERTOIRE) {
      // U+0000 in text the input guard did not see (http/input-guard.ts): bad input, not a bug.
      return reply
        .code(422)
        .send(errorBody(422, 'Text must not contain the NUL character (U+0000)'));
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
      return reply.code(code).send(errorBody(code, clientMessage(error as FastifyError)));
    }
    request.log.error({ reqId: request.id, err: error }, 'unhandled error');
    const status = typeof code === 'number' && code >= 500 ? code : 500;
    return reply
      .code(status)
      .send(errorBody(status, status === 503 ? 'Service unavailable' : 'Internal server error'));
  });
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
