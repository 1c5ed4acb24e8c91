import { type ChildProcess, spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A child process with its output kept, for the test's messages. */
export interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function start(command: string, args: string[], options: SpawnOptions): Started {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

/** Resolves with the first 2xx answer of `url`; rejects after `timeoutMs` or if `process` exits. */
export async function waitForOk(url: string, timeoutMs: number, process?: Started) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void process?.exited.then((code) => (exitCode = code));
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(`exited with ${exitCode} before ${url} answered:\n${process?.output()}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      const body = await response.text();
      if (response.ok) return { status: response.status, body };
      last = `${response.status} ${body.slice(0, 200)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`${url} did not answer 2xx within ${timeoutMs} ms (last: ${last})`);
}

/** SIGTERM, then SIGKILL if it has not exited within `graceMs`. */
export async function stop(process: Started, graceMs = 5_000) {
  if (process.child.exitCode !== null || process.child.signalCode !== null) return;
  process.child.kill('SIGTERM');
  const timer = setTimeout(() => process.child.kill('SIGKILL'), graceMs);
  await process.exited;
  clearTimeout(timer);
}
