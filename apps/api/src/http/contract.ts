import {
  errorEnvelopeSchema,
  paginatedSchema,
  successEnvelopeSchema,
  zodFieldErrors,
} from '@atrium/domain/contract/envelope';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  FastifySchemaCompiler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

import { HttpError } from './errors';

/**
 * The /v1 contract (`libs/domain/src/contract/*`) enforced by Fastify through
 * fastify-type-provider-zod (docs/api.md, "Contract and OpenAPI"):
 *
 * - request schemas (`querystring`, `params`, `body`) are validated by zod; a failure is the
 *   usual 422 envelope with per-field messages (`HttpError`, as `parseInput` makes it). It is
 *   attached to the request and thrown by the route's last preHandler, so authentication and
 *   other preHandlers still answer first (401 before 422, as when handlers parsed their input);
 * - response schemas are the serializer: a 2xx answer is encoded through its zod schema, so keys
 *   the contract does not name are dropped and a missing or mistyped field is a logged 500,
 *   never a wrong answer. Answers sent from a response cache (http/response-cache.ts) are checked
 *   against the same schema when the cache builds them (`checkCachedAnswer`);
 * - every route with a schema documents the error envelope for 4xx and 5xx.
 */

export const INVALID_DATA = 'The given data was invalid';

/** zod → `HttpError(422)`; the value zod returns (coerced, defaulted) replaces the input. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new HttpError(422, INVALID_DATA, zodFieldErrors(result.error)) };
  };

const throwValidationError: preHandlerAsyncHookHandler = async (request) => {
  if (request.validationError) throw request.validationError;
};

export function registerContract(app: FastifyInstance) {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      (FastifySchema & { response?: Record<string, unknown> }) | undefined;
    if (!schema) return;
    if (schema.querystring || schema.params || schema.body || schema.headers) {
      route.attachValidation = true;
      const own = route.preHandler;
      route.preHandler = [...(own ? (Array.isArray(own) ? own : [own]) : []), throwValidationError];
    }
    if (schema.response) {
      schema.response['4XX'] ??= errorEnvelopeSchema;
      schema.response['5XX'] ??= errorEnvelopeSchema;
    }
  });
}

/**
 * An answer about to be cached and sent as bytes (which skips the serializer) is encoded through
 * the route's 200 schema first, as the serializer would.
 */
export function checkCachedAnswer(request: FastifyRequest, _reply: FastifyReply, answer: unknown) {
  const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[
    '200'
  ] as z.ZodType | undefined;
  if (!schema) return answer;
  const result = schema.safeEncode(answer);
  if (!result.success) {
    throw Object.assign(new Error(`Response doesn't match the schema`), {
      cause: result.error,
      route: `${request.method} ${request.routeOptions.url}`,
    });
  }
  return result.data;
}

/** `response` of a route answering 200 `{status:'success', data}` with `data` as `schema`. */
export function ok<T extends z.ZodType>(data: T) {
  return { 200: successEnvelopeSchema(data) };
}

/** `response` of a route answering 201 with `data`. */
export function created<T extends z.ZodType>(data: T) {
  return { 201: successEnvelopeSchema(data) };
}

/** `response` of a paginated list of `item`. */
export function paged<T extends z.ZodType>(item: T) {
  return ok(paginatedSchema(item));
}
