import { parseArgs } from 'node:util';

import { tenantOrigins } from '@atrium/server-db/schema';
import { asc, eq } from 'drizzle-orm';

import { openDatabase } from '../database';
import { EnvError, parseDatabaseEnv } from '../env';
import { bootstrapOwner } from './bootstrap';
import { STAFF_INVITE_PATH } from './invite-mail';

/**
 * The first owner of a mall (docs/api.md "Staff accounts"), on the database of DATABASE_URL (or
 * the PGlite data under DATA_DIR):
 *
 *   npm run create-owner -- --tenant beta --email owner@mall.example \
 *     [--name "Olga Owner"] [--origin https://www.mall.example] [--force]
 *
 * (`npm run create-owner` is `node --import tsx apps/api/src/staff/cli.ts create-owner`.)
 *
 * Prints the invitation link (it is not mailed: the command may run where no mail server is
 * configured); the owner opens it and chooses a password. Refused while the mall has an active
 * owner, unless --force (recovery). The audit log names the actor `system` / `cli`.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      tenant: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      origin: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  if (positionals[0] !== 'create-owner' || !values.tenant || !values.email) {
    console.error(
      'usage: npm run create-owner -- --tenant ID --email ADDRESS [--name NAME] [--origin URL] [--force]',
    );
    process.exit(2);
  }
  const handle = await openDatabase(parseDatabaseEnv());
  try {
    const { staffId, token } = await bootstrapOwner(handle.db, {
      tenantId: values.tenant,
      email: values.email,
      ...(values.name ? { name: values.name } : {}),
      force: values.force,
    });
    const [own] = await handle.db
      .select({ origin: tenantOrigins.origin })
      .from(tenantOrigins)
      .where(eq(tenantOrigins.tenantId, values.tenant))
      .orderBy(asc(tenantOrigins.origin))
      .limit(1);
    const origin = (values.origin ?? own?.origin ?? 'http://localhost:4200').replace(/\/+$/, '');
    console.log(`owner invited (staff id ${staffId}); the link works once, for 7 days:`);
    console.log(`${origin}${STAFF_INVITE_PATH}?token=${encodeURIComponent(token)}`);
    console.log(`or: POST /v1/staff/accept {"token":"${token}","password":"…"}`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof EnvError || error instanceof Error ? error.message : error);
  process.exit(1);
});
