import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './env';
import { PRODUCTION_ENV } from './test/test-app';

describe('parseEnv', () => {
  it('applies the defaults', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3333);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toMatch(/\.data$/);
    expect(env.PUBLIC_URL).toBe('http://localhost:3333');
    expect(env.SEED).toBe(true);
    expect(env.ALLOW_TENANT_HEADER).toBe(true);
    expect(env.LOG_REQUESTS).toBe(true);
    expect(env.TENANT_EXTRA_ORIGINS).toEqual([]);
    expect(env.DB_CONNECT_TIMEOUT_MS).toBe(5_000);
    expect(env.DB_STATEMENT_TIMEOUT_MS).toBe(5_000);
  });

  it('names the bad key', () => {
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => parseEnv({ TENANT_EXTRA_ORIGINS: 'beta' })).toThrow(/TENANT_EXTRA_ORIGINS/);
    expect(() => parseEnv({ DB_STATEMENT_TIMEOUT_MS: '0' })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });

  it('checks the encryption master key: 32 bytes in base64, named when wrong', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    expect(
      parseEnv({ PUSHER_ENCRYPTION_MASTER_KEY_BASE64: key }).PUSHER_ENCRYPTION_MASTER_KEY_BASE64,
    ).toBe(key);
    expect(parseEnv({}).PUSHER_ENCRYPTION_MASTER_KEY_BASE64).toBeUndefined();
    const short = Buffer.alloc(16, 7).toString('base64');
    for (const bad of [short, 'not base64 at all', Buffer.alloc(32, 7).toString('hex')]) {
      expect(() => parseEnv({ PUSHER_ENCRYPTION_MASTER_KEY_BASE64: bad })).toThrow(
        /PUSHER_ENCRYPTION_MASTER_KEY_BASE64: must be 32 bytes in base64/,
      );
    }
  });

  it('lets an explicit flag win over the production default', () => {
    expect(parseEnv({ ...PRODUCTION_ENV, LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true);
    expect(parseEnv({ LOG_REQUESTS: 'false' }).LOG_REQUESTS).toBe(false);
  });

  it('turns off X-Tenant and request logs in production and parses extra origins', () => {
    const env = parseEnv({
      ...PRODUCTION_ENV,
      SEED: 'false',
      TENANT_EXTRA_ORIGINS: 'beta=https://a.example, galerieharfa=https://b.example',
    });
    expect(env.ALLOW_TENANT_HEADER).toBe(false);
    expect(env.LOG_REQUESTS).toBe(false);
    expect(env.SEED).toBe(false);
    // Production writes no seed unless asked (docs/api.md "Demo mode and production").
    expect(parseEnv(PRODUCTION_ENV).SEED).toBe(false);
    expect(parseEnv({ ...PRODUCTION_ENV, SEED: 'true' }).SEED).toBe(true);
    expect(parseEnv({ NODE_ENV: 'production', ATRIUM_DEMO: 'true' }).SEED).toBe(true);
    expect(env.TENANT_EXTRA_ORIGINS).toEqual([
      { tenantId: 'beta', origin: 'https://a.example' },
      { tenantId: 'galerieharfa', origin: 'https://b.example' },
    ]);
  });
});
