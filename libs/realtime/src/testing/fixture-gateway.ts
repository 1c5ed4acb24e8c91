// Vitest global setup: runs the gateway's fixture server (gateway + broadcasting auth) as a
// separate process, so these browser-side tests talk to the real thing without importing server
// code. Its ports reach the tests through inject('realtimeFixture').
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

export interface RealtimeFixture {
  gatewayPort: number;
  apiUrl: string;
  app: { id: string; key: string; secret: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realtimeFixture: RealtimeFixture;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const script = fileURLToPath(
    new URL('../../../server/realtime-gateway/src/fixture-server.ts', import.meta.url),
  );
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const fixture = await new Promise<RealtimeFixture>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('fixture server did not start')), 20_000);
    child.once('exit', (code) => reject(new Error(`fixture server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      clearTimeout(timer);
      resolve(JSON.parse(line) as RealtimeFixture);
    });
  });
  project.provide('realtimeFixture', fixture);
  return async () => {
    child.stdin?.end();
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
