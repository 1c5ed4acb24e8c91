import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { seedDemoMemberActivity } from '../loyalty/demo-member';
import { loyaltyContext } from '../loyalty/loyalty-plugin';
import { DEMO_OWNER, seedDemoStaff } from '../staff/bootstrap';
import { createTestApp, DEMO_ENV, ORIGIN, PRODUCTION_ENV, type TestApp } from '../test/test-app';
import { OPENAPI_PATH, REFERENCE_PREFIX } from './openapi';

/**
 * The OpenAPI document (http/openapi.ts) is valid OpenAPI 3.1, and on every GET path that demo
 * data can answer, what the API answers matches the documented response schema.
 */

let t: TestApp;
let doc: OpenAPIV3_1.Document;
let token: string;
let staffToken: string;
let dataDir: string;

beforeAll(async () => {
  // The demo member of `npm start`, with receipts, points and a reward (loyalty/demo-member.ts).
  dataDir = await mkdtemp(join(tmpdir(), 'atrium-openapi-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  await seedDemoMemberActivity(loyaltyContext(t.app));
  const res = await t.app.inject({ url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
  const login = await t.app.inject({
    method: 'POST',
    url: '/v1/login',
    headers: { origin: ORIGIN.beta },
    payload: { email: DEMO_MEMBER_EMAIL, password: 'Demo12345' },
  });
  expect(login.statusCode).toBe(200);
  token = login.json().data.token;
  // A support-chat message, so /v1/messages/message?id= has one to show.
  const sent = await t.app.inject({
    method: 'POST',
    url: '/v1/messages',
    headers: { origin: ORIGIN.beta, authorization: `Bearer ${token}` },
    payload: { subject: 'Parking', body: 'Is the car park open on Sunday?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  // The demo owner (staff/bootstrap.ts) reads /v1/staff/* and /v1/admin/*.
  await seedDemoStaff(t.db);
  const staff = await t.app.inject({
    method: 'POST',
    url: '/v1/staff/login',
    headers: { origin: ORIGIN.beta },
    payload: { email: DEMO_OWNER.email, password: DEMO_OWNER.password },
  });
  expect(staff.statusCode, staff.body).toBe(200);
  staffToken = staff.json().data.token;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const DEMO_MEMBER_EMAIL = 'demo@atrium.example';
const DEMO_MEMBER_LOOKUP = `/v1/admin/members?email=${encodeURIComponent(DEMO_MEMBER_EMAIL)}`;

/** Values for required query parameters, by path. */
const QUERY: Record<string, Record<string, string>> = {
  '/v1/search': { search: 'ca' },
  '/v1/redirects': { path: '/shops' },
  '/v1/booking/options': { service_id: '{first:/v1/booking/services}' },
  '/v1/messages/message': { id: '{first:/v1/messages/all}' },
  '/v1/admin/members': { email: DEMO_MEMBER_EMAIL },
  '/v1/admin/members/search': { q: 'demo' },
  '/v1/admin/customer-rewards/lookup': { code: '{first:/v1/me/customer-rewards#code}' },
};

/** Where a path parameter's demo value comes from: the first item of this list. */
function listFor(path: string): string {
  const special: Record<string, string> = {
    '/v1/website-pages/id/{id}': '/v1/sitemap?type=page',
    '/v1/me/customer-rewards/{id}': '/v1/me/customer-rewards',
    '/v1/admin/members/{id}': DEMO_MEMBER_LOOKUP,
    '/v1/admin/members/{id}/points-history': DEMO_MEMBER_LOOKUP,
    '/v1/admin/members/{id}/customer-rewards': DEMO_MEMBER_LOOKUP,
    '/v1/admin/members/{id}/messages': DEMO_MEMBER_LOOKUP,
  };
  return special[path] ?? path.replace(/\/\{[^}]+\}$/, '');
}

/** A GET as the demo member, or on staff paths as the demo owner. */
async function get(url: string) {
  const staff = /^\/v1\/(admin|staff)(\/|$)/.test(url);
  return t.app.inject({
    url,
    headers: { origin: ORIGIN.beta, authorization: `Bearer ${staff ? staffToken : token}` },
  });
}

/** Answers that are files, not JSON: documented without a response schema. */
const FILES = new Set(['/v1/me/receipts/{id}/image', '/v1/admin/receipts/{id}/image']);

async function firstId(listAndField: string): Promise<string> {
  const [list = '', field = 'id'] = listAndField.split('#');
  const [path, filter] = list.split('?type=');
  const res = await get(path!);
  expect(res.statusCode, list).toBe(200);
  const data = res.json().data;
  let items: Record<string, unknown>[] = Array.isArray(data) ? data : data.data;
  if (filter) items = items.filter((x) => x.type === filter);
  expect(items.length, `${list} has an item for the path parameter`).toBeGreaterThan(0);
  return String(items[0]![field]);
}

async function fill(path: string): Promise<string> {
  let url = path;
  if (/\{id\}/.test(path)) url = url.replace('{id}', await firstId(listFor(path)));
  url = url.replace('{*}', 'gift-cards');
  const query = QUERY[path];
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      const from = /^\{first:(.+)\}$/.exec(value)?.[1];
      params.set(key, from ? await firstId(from) : value);
    }
    url += `?${params}`;
  }
  return url;
}

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document, served without a tenant', async () => {
    expect(doc.openapi).toBe('3.1.0');
    await expect(SwaggerParser.validate(structuredClone(doc) as never)).resolves.toBeTruthy();
  });

  it('documents the content paths with their query, path parameters and envelope', () => {
    const events = doc.paths?.['/v1/events']?.get;
    expect(events?.tags).toEqual(['content']);
    const names = (events?.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['page', 'per_page', 'type', 'search']));
    const detail = doc.paths?.['/v1/events/{id}']?.get;
    expect((detail?.parameters as OpenAPIV3_1.ParameterObject[])[0]).toMatchObject({
      in: 'path',
      name: 'id',
      required: true,
    });
    const ok = (detail?.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.[
      'application/json'
    ]?.schema as OpenAPIV3_1.SchemaObject;
    expect(ok.properties?.['status']).toMatchObject({ enum: ['success'] });
    expect(Object.keys(detail?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '4XX', '5XX']),
    );
  });

  it('documents a success answer for every /v1 operation', () => {
    const missing: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, op] of Object.entries(item ?? {}) as [
        string,
        OpenAPIV3_1.OperationObject,
      ][]) {
        if (!op?.responses) continue;
        operations += 1;
        const success = Object.entries(op.responses).find(([code]) => /^2\d\d$/.test(code));
        const schema = (success?.[1] as OpenAPIV3_1.ResponseObject | undefined)?.content?.[
          'application/json'
        ]?.schema;
        if (!schema && !FILES.has(path)) missing.push(`${method.toUpperCase()} ${path}`);
      }
    }
    expect(operations).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('puts the staff endpoints under their own tag', () => {
    const admin = Object.entries(doc.paths ?? {}).filter(([path]) => path.startsWith('/v1/admin'));
    expect(admin.length).toBeGreaterThan(5);
    for (const [path, item] of admin) {
      for (const op of Object.values(item ?? {}) as OpenAPIV3_1.OperationObject[]) {
        expect(op.tags, path).toEqual(['staff']);
      }
    }
    expect(doc.paths?.['/v1/staff/members']?.get?.tags).toEqual(['staff']);
    expect(doc.tags?.map((tag) => tag.name)).toContain('staff');
  });

  it('answers every documented GET path with demo data as its schema says', async () => {
    const checked: string[] = [];
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      const schema = (item?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject | undefined)
        ?.content?.['application/json']?.schema;
      if (!schema) continue;
      const url = await fill(path);
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body.slice(0, 300)}`).toBe(200);
      const result = z.fromJSONSchema(schema as never).safeParse(res.json());
      expect(result.error?.issues ?? [], url).toEqual([]);
      checked.push(path);
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/v1/events',
        '/v1/events/{id}',
        '/v1/companies/{id}',
        '/v1/search',
        '/v1/me/points',
        '/v1/me/receipts/{id}',
        '/v1/me/customer-rewards/{id}',
        '/v1/admin/receipts',
        '/v1/staff/members',
      ]),
    );
  });

  it('rejects an answer that breaks the documented schema', () => {
    const schema = (
      doc.paths?.['/v1/events/{id}']?.get?.responses?.['200'] as OpenAPIV3_1.ResponseObject
    ).content?.['application/json']?.schema;
    const check = z.fromJSONSchema(schema as never);
    expect(check.safeParse({ status: 'success', data: { id: 'seven' } }).success).toBe(false);
  });
});

describe('the reference page', () => {
  it('is served on the demo server only', async () => {
    const demo = await createTestApp({ env: { ...PRODUCTION_ENV, ...DEMO_ENV } });
    try {
      const page = await demo.app.inject({ url: `${REFERENCE_PREFIX}/` });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect((await demo.app.inject({ url: OPENAPI_PATH })).statusCode).toBe(200);
    } finally {
      await demo.close();
    }
    const production = await createTestApp({ env: { ...PRODUCTION_ENV } });
    try {
      expect((await production.app.inject({ url: `${REFERENCE_PREFIX}/` })).statusCode).toBe(404);
      expect((await production.app.inject({ url: OPENAPI_PATH })).statusCode).toBe(200);
    } finally {
      await production.close();
    }
  });
});
