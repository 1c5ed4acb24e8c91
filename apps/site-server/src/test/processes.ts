// Child processes of the site server's build suite: the API in demo mode (as
// tools/scripts/lib/api-process.mjs starts it for the scripts) and commands run to completion.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export const workspace = path.resolve(import.meta.dirname, '../../../..');

const children = new Set<ChildProcess>();

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/**
 * Starts apps/api on `port` in demo mode with PGlite data in `dataDir` and its embedded gateway
 * on `realtimePort`; `extraOrigins` (`{ tenantId: origin }`) are site origins it accepts.
 */
export async function startApi({
  port,
  realtimePort,
  dataDir,
  extraOrigins = {},
}: {
  port: number;
  realtimePort: number;
  dataDir: string;
  extraOrigins?: Record<string, string>;
}): Promise<string> {
  const origins = Object.entries(extraOrigins).map(([tenantId, origin]) => `${tenantId}=${origin}`);
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(workspace, 'apps/api/src/main.ts')],
    {
      cwd: workspace,
      env: {
        ...process.env,
        PORT: String(port),
        PUBLIC_URL: `http://localhost:${port}`,
        REALTIME_PORT: String(realtimePort),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        ATRIUM_DEMO: 'true',
        ...(origins.length ? { TENANT_EXTRA_ORIGINS: origins.join(',') } : {}),
      },
      // Its logs are not read: a pipe nobody reads fills up and blocks pino's synchronous writes.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  await waitForUrl(`http://localhost:${port}/health/ready`, 120_000);
  return `http://localhost:${port}`;
}

/** Stops every child started here. */
export function stopAll(): void {
  for (const child of children) child.kill('SIGTERM');
}

/** Runs a command to completion (killed after `timeoutMs`); resolves with its exit code and output. */
export function run(
  command: string,
  args: string[],
  {
    env = {},
    cwd = workspace,
    timeoutMs = 120_000,
  }: { env?: Record<string, string>; cwd?: string; timeoutMs?: number } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
}
