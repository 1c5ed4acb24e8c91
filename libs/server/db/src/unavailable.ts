/**
 * Whether an error means the database could not be reached or did not answer in time (the API
 * answers 503 and the client may retry), as opposed to a bug or a refused statement. Looks through
 * drizzle's wrapping (`cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 5 && e instanceof Error; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || SOCKET_CODES.has(code))) {
      return true;
    }
    if (CLIENT_MESSAGES.some((m) => e instanceof Error && e.message.startsWith(m))) return true;
    e = e.cause;
  }
  return false;
}

/**
 * SQLSTATEs: class 08 connection exception, 53300 too many connections, 57014 statement timeout
 * (or a cancel), 57P01–57P03 the server shutting down, restarting or starting, 25P03 a transaction
 * left idle too long.
 */
const UNAVAILABLE_SQLSTATE = /^(08...|53300|57014|57P0[123]|25P03)$/;

/**
 * Node socket errors on the way to the server, and the process out of file descriptors (EMFILE,
 * ENFILE: opening a connection or a PGlite file fails until others close).
 */
const SOCKET_CODES = new Set([
  'EMFILE',
  'ENFILE',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres, pg-pool and PGlite errors, which carry no code (their messages are stable). */
const CLIENT_MESSAGES = [
  'Connection terminated', // unexpectedly, or due to connection timeout
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  // PGlite: its one connection stayed busy past its wait, or it is shutting down.
  'timeout while waiting for mutex to become available',
  'PGlite is closing',
  'PGlite is closed',
];
