import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { createInterface } from 'node:readline';

import { describe, expect, it } from 'vitest';

import { DEV_REALTIME_APP, gatewayOptionsFromEnv, parseRealtimeEnv } from './config';
import { createClient, nextEvent, subscribed } from './test-support';
import Pusher from 'pusher';

describe('cli', () => {
  it('runs the gateway alone from the environment and stops on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url)), '--port', '0'],
      { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, REDIS_URL: '' } },
    );
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    const port = await new Promise<number>((resolve, reject) => {
      child.once('exit', (code) => reject(new Error(`cli exited with ${code}`)));
      createInterface({ input: child.stdout! }).on('line', (line) => {
        const match = /listening on ws:\/\/127\.0\.0\.1:(\d+)/.exec(line);
        if (match) resolve(Number(match[1]));
      });
    });
    // The dev credentials are the defaults, matching the site's default runtime-config key.
    const client = createClient(port, {}, DEV_REALTIME_APP.key);
    try {
      await subscribed(client, 'mall-beta');
      const received = nextEvent(client, 'mall-beta', 'content.updated');
      const sdk = new Pusher({
        appId: DEV_REALTIME_APP.id,
        key: DEV_REALTIME_APP.key,
        secret: DEV_REALTIME_APP.secret,
        host: '127.0.0.1',
        port: String(port),
      });
      await sdk.trigger('mall-beta', 'content.updated', { type: 'news', id: 1 });
      expect(await received).toEqual({ type: 'news', id: 1 });
    } finally {
      client.disconnect();
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  });

  it('refuses to start in production with a secret under 32 characters, naming the setting', async () => {
    const run = (env: Record<string, string>) =>
      new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const { REALTIME_APP_SECRET: _inherited, ...inherited } = process.env;
        const child = spawn(
          process.execPath,
          ['--import', 'tsx', fileURLToPath(new URL('./cli.ts', import.meta.url)), '--port', '0'],
          { stdio: ['ignore', 'ignore', 'pipe'], env: { ...inherited, REDIS_URL: '', ...env } },
        );
        let stderr = '';
        child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.once('exit', (code) => resolve({ code, stderr }));
      });
    const unset = await run({ NODE_ENV: 'production' });
    expect(unset.code).toBe(1);
    expect(unset.stderr).toContain(
      'REALTIME_APP_SECRET must be at least 32 characters in production (this is the public development secret',
    );
    const short = await run({ NODE_ENV: 'production', REALTIME_APP_SECRET: 'x'.repeat(31) });
    expect(short.code).toBe(1);
    expect(short.stderr).toContain(
      'REALTIME_APP_SECRET must be at least 32 characters in production',
    );
    expect(short.stderr).not.toMatch(/\n\s+at /);
    // Demo mode, like npm start, may keep the development secret.
    expect(() => parseRealtimeEnv({ NODE_ENV: 'production', ATRIUM_DEMO: 'true' })).not.toThrow();
    expect(() =>
      parseRealtimeEnv({ NODE_ENV: 'production', REALTIME_APP_SECRET: 'x'.repeat(32) }),
    ).not.toThrow();
  });

  it('reads the client-event rate limit from the environment (default 10, as Pusher)', () => {
    expect(gatewayOptionsFromEnv(parseRealtimeEnv({})).maxClientEventsPerSecond).toBe(10);
    expect(gatewayOptionsFromEnv(parseRealtimeEnv({})).apps[0]?.enableClientMessages).toBe(false);
    const env = parseRealtimeEnv({ REALTIME_MAX_CLIENT_EVENTS_PER_SECOND: '4' });
    expect(gatewayOptionsFromEnv(env).maxClientEventsPerSecond).toBe(4);
    expect(() => parseRealtimeEnv({ REALTIME_MAX_CLIENT_EVENTS_PER_SECOND: '0' })).toThrow(
      /REALTIME_MAX_CLIENT_EVENTS_PER_SECOND/,
    );
  });
});
