import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

import { describe, expect, it } from 'vitest';

import { EnvError, parseEnv } from './env';
import { DEV_ADMIN_KEY } from './loyalty/loyalty-env';

/** Demo mode versus production (demo-mode.ts): what production refuses to start with. */
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://mail.example:587',
  PUSHER_SECRET: 'a-production-realtime-secret-of-length-32',
  PARKING_QR_SECRET: 'a-production-parking-secret-of-length-32',
};

const refusal = (env: Record<string, string>) => {
  try {
    parseEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('parseEnv accepted the environment');
};

describe('production settings', () => {
  it('starts with the settings production needs', () => {
    const env = parseEnv(PRODUCTION);
    expect(env.ATRIUM_DEMO).toBe(false);
  });

  it('refuses a missing secret, naming each setting to fix', () => {
    const message = refusal({ NODE_ENV: 'production' });
    expect(message).toMatch(/without ATRIUM_DEMO=true/);
    expect(message).toMatch(/^ {2}SMTP_URL \(or SMTP_HOST\): required in production/m);
    expect(message).toMatch(/^ {2}PUSHER_SECRET: required in production/m);
    expect(message).toMatch(/^ {2}PARKING_QR_SECRET: required in production/m);
    for (const key of ['SMTP_URL', 'PUSHER_SECRET', 'PARKING_QR_SECRET'] as const) {
      const rest = { ...PRODUCTION };
      delete (rest as Partial<typeof rest>)[key];
      const lines = refusal(rest).split('\n').slice(1);
      expect(lines, key).toHaveLength(1);
      expect(lines[0]!.trim().startsWith(key), key).toBe(true);
    }
    expect(parseEnv({ ...PRODUCTION, SMTP_URL: '', SMTP_HOST: 'mail.example' }).SMTP_HOST).toBe(
      'mail.example',
    );
  });

  it('refuses the development staff key and the development realtime secret', () => {
    expect(refusal({ ...PRODUCTION, ADMIN_KEY: DEV_ADMIN_KEY })).toMatch(
      /ADMIN_KEY: is the public development key/,
    );
    expect(refusal({ ...PRODUCTION, PUSHER_SECRET: 'atrium-secret' })).toMatch(
      /PUSHER_SECRET: is the public development secret/,
    );
  });

  it('refuses a signing secret or the staff key shorter than 32 characters, one line each', () => {
    for (const key of ['PUSHER_SECRET', 'PARKING_QR_SECRET', 'ADMIN_KEY'] as const) {
      const lines = refusal({ ...PRODUCTION, [key]: 'x7'.repeat(8) + 'y'.repeat(15) })
        .split('\n')
        .slice(1);
      expect(lines, key).toHaveLength(1);
      expect(lines[0], key).toMatch(
        new RegExp(`^ {2}${key} must be at least 32 characters in production \\(`),
      );
      expect(parseEnv({ ...PRODUCTION, [key]: 'z'.repeat(32) })[key]).toBe('z'.repeat(32));
    }
    // Demo mode and development keep accepting short ones (their realtime secret is public).
    expect(
      parseEnv({ NODE_ENV: 'production', ATRIUM_DEMO: 'true', PUSHER_SECRET: 'x7' }).PUSHER_SECRET,
    ).toBe('x7');
  });

  it('needs no realtime secret with realtime off', () => {
    const { PUSHER_SECRET: _, ...rest } = PRODUCTION;
    expect(parseEnv({ ...rest, REALTIME_GATEWAY: 'off' }).REALTIME_GATEWAY).toBe('off');
    expect(refusal({ ...rest, REALTIME_GATEWAY: 'off', PUSHER_KEY: 'k' })).toMatch(/PUSHER_SECRET/);
  });

  it('refuses an outbox: DEV_OUTBOX is gone, demo mode is the one switch', () => {
    expect(refusal({ ...PRODUCTION, DEV_OUTBOX: 'true' })).toMatch(
      /DEV_OUTBOX: no longer a setting; .*ATRIUM_DEMO=true/,
    );
  });

  it('demo mode and development start without production settings', () => {
    expect(parseEnv({ NODE_ENV: 'production', ATRIUM_DEMO: 'true' }).ATRIUM_DEMO).toBe(true);
    expect(parseEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('the server process exits with that message', () => {
    const root = resolve(import.meta.dirname, '../../..');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', resolve(root, 'apps/api/src/main.ts')],
      {
        cwd: root,
        env: { PATH: process.env['PATH'], NODE_ENV: 'production', ADMIN_KEY: DEV_ADMIN_KEY },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    for (const key of ['ADMIN_KEY', 'SMTP_URL', 'PUSHER_SECRET', 'PARKING_QR_SECRET']) {
      expect(run.stderr).toContain(`  ${key}`);
    }
  });
});
