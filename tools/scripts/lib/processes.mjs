// Child-process helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process';

const children = new Set();

/**
 * Starts a long-running child whose output is prefixed with its name. `quiet` drops its standard
 * output (a pipe nobody reads fills up, and a child writing its logs synchronously, as pino does,
 * then blocks for good); its standard error is still shown.
 */
export function startProcess(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', quiet ? 'ignore' : 'pipe', 'pipe'],
  });
  children.add(child);
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout?.on('data', (chunk) => process.stdout.write(prefix(chunk)));
  child.stderr.on('data', (chunk) => process.stderr.write(prefix(chunk)));
  child.on('exit', () => children.delete(child));
  return child;
}

/**
 * Runs a command to completion; resolves with its exit code (and output when captured). With
 * `timeoutMs` the command's whole process group is killed when the time runs out.
 */
export function run(
  command,
  args,
  { env = {}, cwd, capture = false, timeoutMs, forwardSignals = false } = {},
) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      detached: timeoutMs !== undefined,
    });
    // `kill <pid>` of a wrapper (npm start) must stop what it runs too; Ctrl-C reaches the
    // whole process group by itself.
    if (forwardSignals) {
      for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
    }
    let output = '';
    let timedOut = false;
    if (capture) {
      child.stdout.on('data', (c) => (output += c));
      child.stderr.on('data', (c) => (output += c));
    }
    const timer =
      timeoutMs === undefined
        ? null
        : setTimeout(() => {
            timedOut = true;
            try {
              process.kill(-child.pid, 'SIGKILL');
            } catch {
              // already gone
            }
          }, timeoutMs);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      resolve({ code: code ?? (signal ? 1 : 0), output, timedOut });
    });
  });
}

/** Stops every child started with startProcess. */
export function stopAll() {
  for (const child of children) child.kill('SIGTERM');
}

export function stopAllOnExit() {
  const stop = () => {
    stopAll();
    process.exit(0);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
  process.on('exit', stopAll);
  // A parent killed outright (a test runner at its time limit, SIGKILL) sends no signal, and
  // Playwright starts its web server in a process group of its own: without this, the servers
  // would live on and hold their ports against the next run.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) stop();
  }, 1000).unref();
}

/** Polls a URL until it answers (any HTTP status) or the time runs out. */
export async function waitForUrl(url, { timeoutMs = 60_000, headers = {} } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { headers });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error(`Timed out waiting for ${url}`);
}
