import { INT32_MAX } from '@atrium/domain/contract/integers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { bearer, registerVerified } from '../routes/auth/account-test-helpers';
import { firstOwner, type StaffSession } from '../routes/staff/staff-test-helpers';
import { createTestApp, ORIGIN, type TestApp } from '../test/test-app';
import { OPENAPI_PATH } from './openapi';

/**
 * Bad input on every route the API has, derived from its OpenAPI document so a new route is
 * fuzzed without being listed here: ids and whole numbers out of range or not whole in every
 * path, query and body position; lone UTF-16 surrogates in every string of every JSON body;
 * malformed multipart on every route that reads multipart; the same address invited and
 * registered ten times at once. Every answer is a 4xx in the error envelope, never a 500
 * (docs/api.md "Ids and whole numbers", "Envelope").
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  method: Method;
  path: string;
  parameters: Parameter[];
  body?: JsonSchema;
}

let t: TestApp;
let member: Record<string, string>;
let owner: StaffSession;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTH_RATE_LIMIT: '100000', SUPPORT_RATE_LIMIT: '100000' },
  });
  member = bearer((await registerVerified(t, 'fuzz-member@example.com')).token);
  owner = await firstOwner(t, 'beta');
  const doc = (await t.app.inject({ url: OPENAPI_PATH })).json() as {
    paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      parameters: op.parameters ?? [],
      body: (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)
        ?.content?.['application/json']?.schema,
    })),
  );
}, 120_000);
afterAll(() => t.close());

/**
 * Paths that end a session or an account: fuzzed by the last test only, so every other request
 * is made signed in and reaches its route.
 */
const ENDS_SESSION = /logout|delete-account|\/me\/token$|\/staff\/key/;
let ordered = () => operations.filter((op) => !ENDS_SESSION.test(op.path));
/** Whether the session is still there (the last test's requests may have ended it). */
let signedIn = true;

const headersFor = (path: string): Record<string, string> =>
  /^\/v1\/(admin|staff)\//.test(path) ? owner.headers : member;

/** A URL of the operation: `{name}` parameters from `values`, else 1. */
function urlOf(op: Operation, values: Record<string, string> = {}, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    name === '*' ? 'about' : (values[name] ?? '1'),
  );
  return query ? `${path}?${query}` : path;
}

interface Answer {
  statusCode: number;
  body: string;
  json(): unknown;
}

/** A 4xx in the error envelope; the label says which request it was. */
function expectClientError(res: Answer, label: string) {
  const what = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, what).toBeLessThan(500);
  expect((res.json() as { status?: unknown }).status, what).toBe('error');
}

/** Below 500, and in the error envelope when it is an error. */
function expectNoServerError(res: Answer, label: string) {
  const what = `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, what).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect((res.json() as { status?: unknown }).status, what).toBe('error');
  }
}

/** The bad whole numbers, as query text and as JSON body text. */
const BAD_NUMBERS = [
  { query: '2147483648', json: '2147483648', sign: 1, whole: true },
  { query: '9007199254740993', json: '9007199254740993', sign: 1, whole: true },
  { query: '-1', json: '-1', sign: -1, whole: true },
  { query: '1e3', json: '1e3', sign: 1, whole: true },
  { query: '1.5', json: '"1.5"', sign: 1, whole: false },
] as const;

const branches = (s: JsonSchema): JsonSchema[] => [
  s,
  ...(s.anyOf ?? []).flatMap(branches),
  ...(s.oneOf ?? []).flatMap(branches),
  ...(s.allOf ?? []).flatMap(branches),
];
const isInteger = (s: JsonSchema | undefined) =>
  !!s && branches(s).some((b) => b.type === 'integer' || b.type === 'number');
const lowest = (s: JsonSchema) =>
  Math.min(
    ...branches(s).flatMap((b) => [
      b.minimum ?? (b.exclusiveMinimum !== undefined ? b.exclusiveMinimum + 1 : Infinity),
    ]),
  );
const highest = (s: JsonSchema) =>
  Math.max(
    ...branches(s).flatMap((b) => [
      b.maximum ?? (b.exclusiveMaximum !== undefined ? b.exclusiveMaximum - 1 : -Infinity),
    ]),
  );
/** An id position: named `id`, `*_id`, `*_ids` or for the row it selects. */
const ID_NAME = /^(id|ids|.*_ids?|company|before)$/;

/**
 * Whether a bad number must be refused where `schema` reads a number named `name`: out of range
 * or not whole always; -1 and 1e3 (1000) only at an id position (elsewhere, as a floor or a
 * points correction, they may be valid).
 */
function mustRefuse(
  name: string,
  schema: JsonSchema,
  bad: (typeof BAD_NUMBERS)[number],
  where: 'query' | 'body',
): boolean {
  const value = Number(JSON.parse(bad.json));
  if (!bad.whole || value > INT32_MAX) return true;
  if (ID_NAME.test(name)) return true;
  if (where === 'query' && bad.query === '1e3') return true; // only digits are a number there
  return value < lowest(schema) || value > highest(schema);
}

/** A body that passes the schema's shape, so a bad value reaches the route where it can. */
function sample(s: JsonSchema, name = ''): unknown {
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[0];
  if (s.default !== undefined && s.default !== null) return s.default;
  const branch = [...(s.anyOf ?? []), ...(s.oneOf ?? [])].find((b) => b.type !== 'null');
  if (branch) return sample(branch, name);
  if (s.allOf?.length) return Object.assign({}, ...s.allOf.map((b) => sample(b, name)));
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== 'null') : s.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {}).map(([key, child]) => [key, sample(child, key)]),
      );
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () =>
        s.items ? sample(s.items, name) : 1,
      );
    case 'integer':
    case 'number':
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(s, name);
    default:
      return null;
  }
}

function sampleString(s: JsonSchema, name: string): string {
  if (s.format === 'email' || name.includes('email')) return 'fuzz-sample@example.com';
  if (s.format === 'date-time' || name.endsWith('_at') || /^(publish|starts|ends)/.test(name)) {
    return new Date(Date.now() + 86_400_000).toISOString();
  }
  if (s.format === 'date' || name.endsWith('_date')) return '1990-01-01';
  if (name === 'locale') return 'en';
  const candidates = ['Fuzz-Sample-42', 'fuzz', 'abc', '/media/fuzz.webp', '#123456', '1', 'en'];
  const pattern = s.pattern ? new RegExp(s.pattern) : null;
  const fits = (c: string) =>
    (!pattern || pattern.test(c)) &&
    c.length >= (s.minLength ?? 0) &&
    c.length <= (s.maxLength ?? Infinity);
  return candidates.find(fits) ?? 'x'.repeat(Math.max(1, s.minLength ?? 1));
}

/** Every leaf under `value` whose schema reads a number (path of keys, the number's name). */
function numberLeaves(
  s: JsonSchema,
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; schema: JsonSchema; name: string }[] {
  const name = String([...path].reverse().find((k) => typeof k === 'string') ?? '');
  if (isInteger(s) && !branches(s).some((b) => b.type === 'object' || b.type === 'array')) {
    return [{ path, schema: s, name }];
  }
  const out: ReturnType<typeof numberLeaves> = [];
  for (const b of branches(s)) {
    if (b.properties && value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, child] of Object.entries(b.properties)) {
        out.push(...numberLeaves(child, (value as Record<string, unknown>)[key], [...path, key]));
      }
    }
    if (b.items && Array.isArray(value) && value.length) {
      out.push(...numberLeaves(b.items, value[0], [...path, 0]));
    }
  }
  return out;
}

/** Every string under `value` (its path). */
function stringLeaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((v, i) => stringLeaves(v, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, [...path, k]));
  }
  return [];
}

/** JSON text of `value` with the leaf at `path` replaced by raw JSON text `raw`. */
function withRaw(value: unknown, path: (string | number)[], raw: string): string {
  const marker = '"@@FUZZ@@"';
  const copy = structuredClone(value) as Record<string | number, unknown>;
  if (path.length === 0) return raw;
  let at: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) at = at[key] as Record<string | number, unknown>;
  at[path[path.length - 1]!] = '@@FUZZ@@';
  return JSON.stringify(copy).replace(marker, raw);
}

/** Keys the routes without a documented body read (likes, thumbs, follows, message read …). */
const UNDOCUMENTED_BODY = { type: 'news', value: 'up', id: 0, company_id: 0, reward_id: 0 };

describe('the OpenAPI document bounds every whole number a client sends', () => {
  it('every integer in a parameter or a JSON body is within 32 bits', () => {
    const unbounded: string[] = [];
    const walk = (s: JsonSchema | undefined, where: string) => {
      if (!s) return;
      for (const b of branches(s)) {
        if (b.type === 'integer' || b.type === 'number') {
          if (!(lowest(b) >= -INT32_MAX - 1 && highest(b) <= INT32_MAX)) unbounded.push(where);
        }
        for (const [key, child] of Object.entries(b.properties ?? {}))
          walk(child, `${where}.${key}`);
        if (b.items) walk(b.items, `${where}[]`);
      }
    };
    for (const op of operations) {
      for (const p of op.parameters) walk(p.schema, `${op.method} ${op.path} ${p.in}:${p.name}`);
      walk(op.body, `${op.method} ${op.path} body`);
    }
    expect(unbounded).toEqual([]);
  });
});

/** The classes of bad input, on the operations `ordered()` names. */
function fuzzClasses() {
  describe('ids and whole numbers out of range or not whole', () => {
    it('in every path parameter', async () => {
      let sent = 0;
      for (const op of ordered()) {
        for (const p of op.parameters.filter((x) => x.in === 'path' && x.name !== '*')) {
          for (const bad of BAD_NUMBERS) {
            const url = urlOf(op, { [p.name]: encodeURIComponent(bad.query) });
            const res = await t.app.inject({
              method: op.method,
              url,
              headers: headersFor(op.path),
              ...(op.method === 'GET' || op.method === 'DELETE' ? {} : { payload: {} }),
            });
            expectClientError(res, `${op.method} ${url}`);
            sent++;
          }
        }
      }
      if (signedIn) expect(sent).toBeGreaterThan(100);
    });

    it('in every numeric or id query parameter', async () => {
      let sent = 0;
      for (const op of ordered().filter((o) => o.method === 'GET')) {
        for (const p of op.parameters.filter((x) => x.in === 'query')) {
          const numeric = isInteger(p.schema);
          // `category` is an id or a slug: digits must be an id; `1e3` may be a slug.
          if (!numeric && !ID_NAME.test(p.name) && p.name !== 'category') continue;
          for (const bad of BAD_NUMBERS) {
            if (numeric && !mustRefuse(p.name, p.schema!, bad, 'query')) continue;
            if (!numeric && bad.query === '1e3') continue;
            if (p.name === 'target_id') continue; // the audit log's free-text filter
            const url = urlOf(op, {}, `${p.name}=${encodeURIComponent(bad.query)}`);
            const res = await t.app.inject({ url, headers: headersFor(op.path) });
            expectClientError(res, `GET ${url}`);
            sent++;
          }
        }
      }
      if (signedIn) expect(sent).toBeGreaterThan(50);
    });

    it('in every number of every JSON body, and in the ids of undocumented bodies', async () => {
      let sent = 0;
      for (const op of ordered().filter((o) => o.method !== 'GET')) {
        const base = op.body ? sample(op.body) : UNDOCUMENTED_BODY;
        const leaves = op.body
          ? numberLeaves(op.body, base)
          : Object.keys(UNDOCUMENTED_BODY)
              .filter((k) => ID_NAME.test(k))
              .map((k) => ({ path: [k], schema: { type: 'integer' } as JsonSchema, name: k }));
        for (const leaf of leaves) {
          for (const bad of BAD_NUMBERS) {
            if (!mustRefuse(leaf.name, leaf.schema, bad, 'body')) continue;
            const payload = withRaw(base, leaf.path, bad.json);
            const res = await t.app.inject({
              method: op.method,
              url: urlOf(op),
              headers: { ...headersFor(op.path), 'content-type': 'application/json' },
              payload,
            });
            const label = `${op.method} ${op.path} ${payload.slice(0, 200)}`;
            // A route without a documented body may not read one: it must not fail on it either.
            if (op.body) expectClientError(res, label);
            else expectNoServerError(res, label);
            sent++;
          }
        }
      }
      if (signedIn) expect(sent).toBeGreaterThan(50);
    });
  });

  describe('lone UTF-16 surrogates', () => {
    const SURROGATES = ['"\\ud800"', '"a\\udfffb"'];

    it('in every string of every JSON body: 422 naming the field', async () => {
      let sent = 0;
      for (const op of ordered().filter((o) => o.method !== 'GET' && o.body)) {
        const base = sample(op.body!);
        for (const path of stringLeaves(base)) {
          for (const raw of SURROGATES) {
            const payload = withRaw(base, path, raw);
            const res = await t.app.inject({
              method: op.method,
              url: urlOf(op),
              headers: { ...headersFor(op.path), 'content-type': 'application/json' },
              payload,
            });
            const label = `${op.method} ${op.path} ${payload.slice(0, 200)}`;
            if (!signedIn) {
              expectClientError(res, label);
              continue;
            }
            expect(res.statusCode, `${label} → ${res.body.slice(0, 300)}`).toBe(422);
            expect(res.json().errors, label).toHaveProperty([path.join('.')]);
            sent++;
          }
        }
      }
      if (signedIn) expect(sent).toBeGreaterThan(100);
    });

    it('in a key of any body, and as a whole body: 422', async () => {
      for (const op of ordered().filter((o) => o.method !== 'GET')) {
        for (const payload of ['{"\\ud800":1}', '"\\udc00"', '{"a":["x","\\ud83d"]}']) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op),
            headers: { ...headersFor(op.path), 'content-type': 'application/json' },
            payload,
          });
          expectClientError(res, `${op.method} ${op.path} ${payload}`);
        }
      }
    });
  });

  describe('malformed multipart', () => {
    const part = (name: string, body: string, file = false) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"${file ? '; filename="r.jpg"\r\nContent-Type: image/jpeg' : ''}\r\n\r\n${body}\r\n`;
    const MALFORMED: { what: string; type: string; body: string | Buffer }[] = [
      { what: 'no boundary', type: 'multipart/form-data', body: part('image', 'x', true) },
      { what: 'an empty boundary', type: 'multipart/form-data; boundary=', body: '--\r\n' },
      {
        what: 'a truncated body',
        type: 'multipart/form-data; boundary=b',
        body: '--b\r\nContent-Disposition: form-data; name="image"; filename="r.jpg"\r\n\r\nabc',
      },
      {
        what: 'a malformed part header',
        type: 'multipart/form-data; boundary=b',
        body: '--b\r\nnot a header\r\n\r\nx\r\n--b--\r\n',
      },
      {
        what: 'too many parts',
        type: 'multipart/form-data; boundary=b',
        body: `${Array.from({ length: 40 }, (_, i) => part(`f${i}`, 'x')).join('')}--b--\r\n`,
      },
      {
        what: 'too many files',
        type: 'multipart/form-data; boundary=b',
        body: `${part('image', 'x', true)}${part('photo', 'y', true)}${part('file', 'z', true)}--b--\r\n`,
      },
      {
        what: 'a prototype field name',
        type: 'multipart/form-data; boundary=b',
        body: `${part('__proto__', 'x')}--b--\r\n`,
      },
      {
        what: 'a field with a lone surrogate',
        type: 'multipart/form-data; boundary=b',
        body: Buffer.concat([
          Buffer.from(part('receipt_number', 'R')),
          Buffer.from([0xed, 0xa0, 0x80]),
          Buffer.from('\r\n--b--\r\n'),
        ]),
      },
    ];

    it('no route fails on one, and the routes that read a form answer 4xx', async () => {
      const writes = ordered().filter(
        (o) => o.method === 'POST' || o.method === 'PUT' || o.method === 'PATCH',
      );
      // The routes that read a form: the receipt photo, the profile picture, content pictures.
      const reads = new Set([
        '/v1/me/receipts',
        '/v1/me/profile-picture',
        '/v1/admin/content/images',
      ]);
      if (signedIn) expect(writes.filter((o) => reads.has(o.path))).toHaveLength(reads.size);
      for (const op of writes) {
        for (const { what, type, body } of MALFORMED) {
          const res = await t.app.inject({
            method: op.method,
            url: urlOf(op),
            headers: { ...headersFor(op.path), 'content-type': type },
            payload: body,
          });
          const label = `${op.method} ${op.path} ${what}`;
          if (reads.has(op.path)) expectClientError(res, label);
          else expectNoServerError(res, label);
        }
      }
    });
  });
}

fuzzClasses();

describe('a multipart file past the limit', () => {
  it('a file past the limit is a 413 naming the field', async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0xff);
    for (const [url, headers] of [
      ['/v1/me/receipts', member],
      ['/v1/me/profile-picture', member],
      ['/v1/admin/content/images', owner.headers],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'multipart/form-data; boundary=b' },
        payload: Buffer.concat([
          Buffer.from(
            '--b\r\nContent-Disposition: form-data; name="image"; filename="r.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
          ),
          big,
          Buffer.from('\r\n--b--\r\n'),
        ]),
      });
      expect(res.statusCode, `${url} ${res.body}`).toBe(413);
      expect(res.json().errors).toHaveProperty('image');
    }
  });
});

describe('ids in multipart fields', () => {
  it('a receipt for a shop id out of range or not whole: 422 naming company_id', async () => {
    const field = (name: string, value: string) =>
      `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    for (const bad of BAD_NUMBERS) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/me/receipts',
        headers: { ...member, 'content-type': 'multipart/form-data; boundary=b' },
        payload:
          field('company_id', bad.query) +
          field('amount', '249.90') +
          field('purchased_at', new Date().toISOString().slice(0, 10)) +
          field('receipt_number', 'R-1') +
          '--b\r\nContent-Disposition: form-data; name="image"; filename="r.jpg"\r\n' +
          'Content-Type: image/jpeg\r\n\r\nx\r\n--b--\r\n',
      });
      expect(res.statusCode, `company_id=${bad.query} → ${res.body}`).toBe(422);
      expect(res.json().errors).toHaveProperty('company_id');
    }
  });
});

describe('the same address ten times at once', () => {
  it('staff invitations: one row, the others 409 naming the e-mail, none 5xx', async () => {
    const email = 'twin-invite@example.test';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/staff/invite',
          headers: owner.headers,
          payload: { email, role: 'desk' },
        }),
      ),
    );
    for (const res of answers) {
      if (res.statusCode >= 300) {
        expectClientError(res, 'invite');
        expect(res.statusCode).toBe(409);
        expect(res.json().errors).toHaveProperty('email');
      }
    }
    expect(answers.some((r) => r.statusCode === 201)).toBe(true);
    const list = await t.app.inject({ url: '/v1/staff/members', headers: owner.headers });
    const rows = (list.json().data as { email: string }[]).filter((m) => m.email === email);
    expect(rows).toHaveLength(1);
  });

  it('registrations: one account, the others 422 naming the e-mail, none 5xx', async () => {
    const email = 'twin-register@example.com';
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/register',
          headers: { origin: ORIGIN.beta },
          payload: {
            email,
            password: 'Velvet-Harbor-42',
            first_name: 'Twin',
            last_name: 'Tester',
            locale: 'en',
            terms_accepted: true,
          },
        }),
      ),
    );
    const created = answers.filter((r) => r.statusCode < 300);
    expect(created).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode >= 300)) {
      expectClientError(res, 'register');
      expect(res.json().errors).toHaveProperty('email');
    }
  });
});

describe('the routes that end a session or an account, last', () => {
  beforeAll(() => {
    ordered = () => operations.filter((op) => ENDS_SESSION.test(op.path));
    signedIn = false;
  });
  fuzzClasses();
});
