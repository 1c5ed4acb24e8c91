// How many WebSockets the gateway holds: in total and per client address, counted from the HTTP
// upgrade until the TCP socket closes (docs/realtime.md "Limits"). Each socket is a file
// descriptor; in the API process (the embedded gateway) they come out of the same budget as the
// database pool and every HTTP request, so a flood of sockets must stop well short of it.
import { readFileSync } from 'node:fs';

/** Sockets one client address may hold (nginx's limit_conn in deploy/proxy/nginx.conf matches). */
export const DEFAULT_MAX_CONNECTIONS_PER_ADDRESS = 100;
/** Channels one socket may subscribe to; a page of the site or the console uses at most five. */
export const DEFAULT_MAX_CHANNELS_PER_CONNECTION = 50;
/** The gateway's default share of the open-file limit: a quarter, the rest stays with the API. */
const DESCRIPTOR_SHARE = 4;
/** What is assumed where /proc/self/limits cannot be read (not Linux): the usual soft limit. */
const FALLBACK_OPEN_FILES = 1_024;

/** The soft "Max open files" of a /proc/<pid>/limits text; null if absent or unlimited. */
export function softOpenFilesLimit(limitsText: string): number | null {
  const match = /^Max open files\s+(\d+|unlimited)\s/m.exec(limitsText);
  if (!match?.[1] || match[1] === 'unlimited') return null;
  return Number(match[1]);
}

function readOwnLimits(): string {
  try {
    return readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return '';
  }
}

/**
 * The default total: a quarter of this process's soft open-file limit (at least 1). With the
 * usual 1,024 that is 256 sockets; with 20,000, 5,000; with a container's 1,048,576, 262,144
 * (where memory, ≈ 5–7.5 KB per idle socket, is the tighter bound — docs/benchmarks.md).
 */
export function defaultMaxConnections(limitsText: string = readOwnLimits()): number {
  const soft = softOpenFilesLimit(limitsText) ?? FALLBACK_OPEN_FILES;
  return Math.max(1, Math.floor(soft / DESCRIPTOR_SHARE));
}

/** Why a socket was refused: the gateway is full, or its client address holds its share. */
export type ConnectionRefusal = 'total' | 'address';

export interface ConnectionCounter {
  /** Counts a socket under `key` unless a limit is reached; then says which, counting nothing. */
  admit(key: string): ConnectionRefusal | null;
  /** Uncounts a socket admitted under `key` (once per admitted socket). */
  release(key: string): void;
  /** Sockets counted now. */
  total(): number;
}

export function createConnectionCounter(limits: {
  maxConnections: number;
  maxConnectionsPerAddress: number;
}): ConnectionCounter {
  const byKey = new Map<string, number>();
  let total = 0;
  return {
    admit(key) {
      const held = byKey.get(key) ?? 0;
      if (held >= limits.maxConnectionsPerAddress) return 'address';
      if (total >= limits.maxConnections) return 'total';
      byKey.set(key, held + 1);
      total += 1;
      return null;
    },
    release(key) {
      const held = byKey.get(key) ?? 0;
      if (held <= 0) return;
      if (held === 1) byKey.delete(key);
      else byKey.set(key, held - 1);
      total -= 1;
    },
    total: () => total,
  };
}
