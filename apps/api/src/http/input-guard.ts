import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { errorBody } from './envelope';
import { HttpError } from './errors';

/**
 * Input no route can use, refused once for every route before any handler sees it:
 *
 * - malformed percent-encoding in the query (`?search=%zz`, `%C3%28`): 400 naming the parameter.
 *   Fastify's query parser keeps such text undecoded instead of failing; a malformed path is
 *   Fastify's FST_ERR_BAD_URL, answered in the envelope by `frameworkErrors` below.
 * - U+0000 or a lone UTF-16 surrogate (`"\ud800"` in JSON: half of a character, which no UTF-8
 *   text can hold) in any string or key of the query, the path parameters or a parsed body: 422
 *   naming the field. PostgreSQL cannot store U+0000 in `text` (error 22021), and a lone
 *   surrogate fails wherever text is encoded (`encodeURIComponent`, hashing, the database
 *   driver), so either would otherwise fail deep in a handler; the error handler maps 22021 to
 *   422 as well, for text read elsewhere (multipart fields).
 */
export const NUL_MESSAGE = 'Must not contain the NUL character (U+0000)';
export const SURROGATE_MESSAGE = 'Must not contain a lone UTF-16 surrogate (U+D800–U+DFFF)';
export const BAD_ENCODING_MESSAGE = 'Malformed percent-encoding';

const NUL = '\u0000';
/** A high surrogate not followed by a low one, or a low one not after a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function registerInputGuards(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const param = malformedQueryParameter(request.url);
    if (param !== null) {
      throw new HttpError(400, 'The URL is malformed', { [param]: [BAD_ENCODING_MESSAGE] });
    }
  });
  app.addHook('preValidation', async (request) => {
    const bad = fieldWithBadText(request);
    if (bad !== null) {
      throw new HttpError(422, 'The given data was invalid', {
        [bad.path]: [bad.problem === 'nul' ? NUL_MESSAGE : SURROGATE_MESSAGE],
      });
    }
  });
}

/**
 * Fastify's `frameworkErrors` option: the errors Fastify raises before routing (a path that does
 * not decode, a path parameter over the router's length limit), in the envelope.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return reply
        .code(400)
        .send(errorBody(400, 'The URL is malformed', { path: [BAD_ENCODING_MESSAGE] }));
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return reply.code(414).send(errorBody(414, 'The URL is too long'));
    default:
      request.log.error({ err: error }, 'unhandled framework error');
      return reply.code(500).send(errorBody(500, 'Internal server error'));
  }
}

/** The first query parameter whose name or value does not percent-decode, else null. */
export function malformedQueryParameter(url: string): string | null {
  const start = url.indexOf('?');
  if (start < 0 || !url.includes('%', start)) return null;
  for (const pair of url.slice(start + 1).split('&')) {
    if (!pair.includes('%')) continue;
    const [name = ''] = pair.split('=', 1);
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      return decodes(name) ? decodeURIComponent(name) : name;
    }
  }
  return null;
}

const decodes = (s: string) => {
  try {
    decodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
};

/** What text no route can store: U+0000, or a lone UTF-16 surrogate. */
export type BadText = 'nul' | 'surrogate';

/** A string or key's problem, or null. */
export function badText(text: string): BadText | null {
  if (text.includes(NUL)) return 'nul';
  LONE_SURROGATE.lastIndex = 0;
  return LONE_SURROGATE.test(text) ? 'surrogate' : null;
}

/** The field (dotted path, as zod names fields) of the first bad text in the request's input. */
function fieldWithBadText(request: FastifyRequest): { path: string; problem: BadText } | null {
  // The permalink route's wildcard parameter is the page's path.
  const params = request.params as Record<string, unknown> | undefined;
  return (
    pathOfBadText(params, (key) => (key === '*' ? 'path' : key)) ??
    pathOfBadText(request.query) ??
    pathOfBadText(request.body, undefined, 'body')
  );
}

/**
 * Where under `value` a string or an object key holds bad text (a NUL inside a key is shown as
 * `\0`, a lone surrogate as `\u{d800}`), or null. `rename` maps top-level keys; `self` names
 * `value` itself when it is a string. Iterative, so a deeply nested JSON body cannot exhaust the
 * stack.
 */
export function pathOfBadText(
  value: unknown,
  rename: (key: string) => string = (key) => key,
  self = '_',
): { path: string; problem: BadText } | null {
  const pending: [unknown, string][] = [[value, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [v, path] = next;
    if (typeof v === 'string') {
      const problem = badText(v);
      if (problem) return { path: path || self, problem };
      continue;
    }
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v)) continue;
    for (const [key, child] of Object.entries(v)) {
      const name = path ? `${path}.${key}` : rename(key);
      const problem = badText(key);
      if (problem) return { path: printable(name), problem };
      pending.push([child, name]);
    }
  }
  return null;
}

/** A field name fit for the JSON answer: NUL as `\0`, each lone surrogate as `\u{…}`. */
function printable(name: string): string {
  return name
    .replaceAll(NUL, '\\0')
    .replace(LONE_SURROGATE, (c) => `\\u{${c.charCodeAt(0).toString(16)}}`);
}
