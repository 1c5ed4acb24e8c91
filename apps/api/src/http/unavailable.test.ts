import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';

import { isDatabaseUnavailable } from '@atrium/server-db/unavailable';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase } from '../test/test-app';

/** Which database errors the error envelope answers with 503 (the rest stay 4xx/500). */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
});
afterAll(() => database.close());

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const serverError = (code: string) =>
  Object.assign(new pg.DatabaseError('from the server', 0, 'error'), { code });

describe('isDatabaseUnavailable', () => {
  it('is true for a refused connection and a timeout, also wrapped as drizzle wraps them', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort() });
    const refused = await rejection(client.connect());
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: refused }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('is true for the server shutting down, cancelling a statement or refusing connections', () => {
    for (const code of ['57P01', '57P03', '57014', '08006', '53300', '25P03']) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
    }
  });

  it('is false for a statement the database refused and for any other error', async () => {
    const divided = await rejection(database.db.execute(sql`select 1 / 0`));
    expect(divided).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(divided)).toBe(false);
    expect(isDatabaseUnavailable(serverError('23505'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('Connection terminated')).toBe(false);
  });
});
