import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// What `npm start` runs after its build (serve-stack.mjs): the API in demo mode, and its output
// saying so. The outbox answers this machine (the demo's own check of loopback clients is in
// apps/api/src/mail/outbox.test.ts).
const workspace = path.resolve(import.meta.dirname, '../..');
// Below Linux's ephemeral ports (32768 and up), where an outgoing connection may hold one.
const OFFSET = 25_000;
const API = `http://localhost:${3333 + OFFSET}`;
const dataDir = path.join(workspace, 'tmp/serve-stack-test-data');

let stack: ChildProcess;
let output = '';

beforeAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
  stack = spawn(
    process.execPath,
    [
      path.join(workspace, 'tools/scripts/serve-stack.mjs'),
      ...['--tenants', 'beta', '--spa', '--data-dir', dataDir, '--port-offset', String(OFFSET)],
    ],
    { cwd: workspace, env: { ...process.env, NODE_ENV: 'production' } },
  );
  stack.stdout!.on('data', (chunk) => (output += chunk));
  stack.stderr!.on('data', (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes('Press Ctrl-C to stop.')) resolve();
      else if (stack.exitCode !== null) reject(new Error(`serve-stack exited:\n${output}`));
      else return;
      clearInterval(check);
    }, 200);
  });
});

afterAll(async () => {
  if (stack && stack.exitCode === null) {
    const exited = new Promise((resolve) => stack.once('exit', resolve));
    stack.kill('SIGTERM');
    await exited;
  }
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('says it runs in demo mode, and where the mail is', () => {
    expect(output).toContain('Atrium is running in demo mode (ATRIUM_DEMO=true):');
    expect(output).toContain(`outbox   ${API}/dev/outbox`);
    expect(output).toMatch(/The outbox and the development staff key answer this machine only/);
    // The API's own line, from the production build running in demo mode.
    expect(output).toMatch(/\[api\] .*Demo mode \(ATRIUM_DEMO=true\): only loopback clients/);
  });

  it('serves the outbox to this machine', async () => {
    const res = await fetch(`${API}/dev/outbox.json`);
    expect(res.status).toBe(200);
    expect((await res.json()).status).toBe('success');
  });
});
