import pg from 'pg';

/** How long the API waits on PostgreSQL before it gives up and answers 503 (docs/api.md). */
export interface PoolTimeouts {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /**
   * A statement, and a pause inside a transaction: the server cancels it past this. The client
   * waits {@link ANSWER_GRACE_MS} longer for the server's own answer before it gives the
   * connection up as unreachable.
   */
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: PoolTimeouts = { connectMs: 5_000, statementMs: 5_000 };

/** So that on a reachable server the server's statement timeout, not the client's, ends a query. */
export const ANSWER_GRACE_MS = 1_000;

/**
 * A node-postgres pool that survives the connection to PostgreSQL failing (docs/api.md, Failure
 * behaviour):
 * - a connection that fails while checked out is logged, never an unhandled 'error' event (which
 *   would end the process);
 * - every wait has a bound (`timeouts`), so an unreachable server is an error within seconds, never
 *   a request that hangs for the whole outage;
 * - a broken connection is destroyed, never handed out again (see {@link guardCheckout}).
 */
export function createPgPool(options: {
  url: string;
  max: number;
  timeouts: PoolTimeouts;
  onConnectionError(error: Error): void;
}): pg.Pool {
  const { connectMs, statementMs } = options.timeouts;
  const pool = new GuardedPool({
    connectionString: options.url,
    max: options.max,
    connectionTimeoutMillis: connectMs,
    statement_timeout: statementMs,
    idle_in_transaction_session_timeout: statementMs,
    query_timeout: statementMs + ANSWER_GRACE_MS,
    // A peer that vanished without closing (a host down, a dropped route) is noticed on idle
    // connections too, not only when the next query waits in vain.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  });
  // An idle connection that fails is removed by the pool, which then emits it here.
  pool.on('error', options.onConnectionError);
  // A checked-out one emits 'error' on the client itself, where the pool no longer listens.
  pool.on('connect', (client) => client.on('error', options.onConnectionError));
  return pool;
}

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * Drizzle runs a transaction on a client from `pool.connect()` (`begin` … `commit`/`rollback`, then
 * `release()`); the promise form is guarded. The callback form is what `pool.query` uses, and it
 * already destroys the client on any error.
 */
class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardCheckout);
  }
}

/**
 * A checked-out client that gives its connection up at the first error the server did not send (a
 * socket error, a query that got no answer in time): from then on every query fails at once with
 * that error (the transaction's `rollback` included), and the client is released to be destroyed.
 * Without this, drizzle would leak the client when `begin` fails (it releases only after a
 * successful `begin`), and return a client that is still waiting for an answer to the pool.
 * Errors the server sent (a constraint, a serialization failure, its statement timeout) leave the
 * connection usable. A client released while still inside a transaction is destroyed too.
 */
function guardCheckout(client: pg.PoolClient): pg.PoolClient {
  let failure: Error | undefined;
  let released = false;
  const release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', fail);
    const status = client.getTransactionStatus();
    client.release(error || failure || status === 'T' || status === 'E');
  };
  const fail = (error: Error) => {
    failure ??= error;
    release();
  };
  client.on('error', fail);

  // The promise form, the one drizzle calls.
  const query = async (...args: unknown[]) => {
    if (failure) throw failure;
    try {
      return await (client.query as (...a: unknown[]) => Promise<unknown>)(...args);
    } catch (error) {
      if (!(error instanceof pg.DatabaseError)) fail(error as Error);
      throw error;
    }
  };
  return new Proxy(client, {
    get: (target, key) =>
      key === 'query' ? query : key === 'release' ? release : Reflect.get(target, key, target),
  });
}
