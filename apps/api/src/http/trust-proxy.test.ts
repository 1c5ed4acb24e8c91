import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from '../env';
import { createTestApp, ORIGIN, PRODUCTION_ENV, type TestApp } from '../test/test-app';

/**
 * `X-Forwarded-For` is believed only from TRUST_PROXY addresses, so per-address limits hold
 * against a client that sends a new made-up address with every request. Requests from
 * `app.inject` come from 127.0.0.1 unless `remoteAddress` says otherwise.
 */
const LIMITED_PATHS = [
  ['/v1/login', { email: 'victim@example.com', password: 'Guess-0001' }],
  ['/v1/support', {}],
  ['/v1/newsletters/subscription', {}],
] as const;

const fromClient = (t: TestApp, url: string, payload: object, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, headers: { origin: ORIGIN.beta, ...headers }, payload });
const fakeAddress = (i: number) => `203.0.113.${i + 1}`;

describe('production without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { ...PRODUCTION_ENV, AUTH_RATE_LIMIT: '3', SUPPORT_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => t.close());

  it.each(LIMITED_PATHS)(
    '%s: a new X-Forwarded-For per request still runs into 429',
    async (url, body) => {
      const codes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await fromClient(t, url, body, { 'x-forwarded-for': fakeAddress(i) });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 3)).not.toContain(429);
      expect(codes.slice(3)).toEqual([429, 429]);
    },
  );
});

describe('TRUST_PROXY names the proxy in front', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { TRUST_PROXY: '127.0.0.1', AUTH_RATE_LIMIT: '3', SUPPORT_RATE_LIMIT: '3' },
    });
  });
  afterAll(() => t.close());

  it('counts per client address the proxy reports', async () => {
    // A new e-mail each time, so the account lock (5 failures) stays out of the way.
    let n = 0;
    const send = (client: string) =>
      fromClient(
        t,
        '/v1/login',
        { email: `guess-${n++}@example.com`, password: 'Guess-0001' },
        { 'x-forwarded-for': client },
      );
    for (let i = 0; i < 5; i++) expect((await send(fakeAddress(i))).statusCode).toBe(422);
    for (let i = 0; i < 3; i++) expect((await send('198.51.100.7')).statusCode).toBe(422);
    expect((await send('198.51.100.7')).statusCode).toBe(429);
  });

  it('ignores the header from any other peer', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/support',
        remoteAddress: '192.0.2.50',
        headers: { origin: ORIGIN.beta, 'x-forwarded-for': fakeAddress(i) },
        payload: {},
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([422, 422, 422, 429]); // one peer, whatever it claims
  });
});

describe('TRUST_PROXY parsing', () => {
  it('takes addresses, CIDR ranges and proxy-addr names; refuses anything else by name', () => {
    expect(
      parseEnv({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,loopback,::1,fd00::/8' }).TRUST_PROXY,
    ).toEqual(['10.0.0.1', '192.168.0.0/16', 'loopback', '::1', 'fd00::/8']);
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: '10.0.0.0/255.0.0.0' }).TRUST_PROXY).toEqual([
      '10.0.0.0/255.0.0.0',
    ]);
    for (const bad of [
      'proxy.example',
      '10.0.0.1/33',
      '10.0.0.0/8/1',
      'true',
      '*',
      '10.0.0.0/255.0.255.0', // not a netmask: proxy-addr would throw at start
      '::1/129',
      '10.0.0.1/-1',
    ]) {
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(EnvError);
      expect(() => parseEnv({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses a range of every address in every mode: any client could choose its address', () => {
    for (const mode of [
      {},
      { NODE_ENV: 'test' },
      { NODE_ENV: 'production', ATRIUM_DEMO: 'true' },
    ]) {
      for (const every of ['0.0.0.0/0', '::/0', '10.0.0.1, 0.0.0.0/0', '0.0.0.0/0.0.0.0']) {
        expect(() => parseEnv({ ...mode, TRUST_PROXY: every }), every).toThrow(
          /TRUST_PROXY: ".*" trusts every address/,
        );
      }
    }
  });
});
