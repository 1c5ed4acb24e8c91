import type { Database } from '@atrium/server-db/database';
import { customers } from '@atrium/server-db/schema/accounts';
import { DEMO_MEMBER } from '@atrium/server-db/seed/members';
import { eq } from 'drizzle-orm';

import { devToolsEnabled } from './demo-mode';

interface ModeEnv {
  NODE_ENV: 'development' | 'test' | 'production';
  ATRIUM_DEMO: boolean;
}

/**
 * Production refuses a database that holds the demo member with its public password (docs/api.md
 * "Demo mode and production"): one that a demo start seeded and was then promoted. Anyone could
 * sign in as `demo@atrium.example` / `Demo12345`. The line names the way out; null when there is
 * no such account, outside production and in demo mode.
 */
export async function demoMemberProblem(db: Database, env: ModeEnv): Promise<string | null> {
  if (devToolsEnabled(env)) return null;
  const [row] = await db
    .select({ tenantId: customers.tenantId })
    .from(customers)
    .where(eq(customers.passwordHash, DEMO_MEMBER.passwordHash))
    .limit(1);
  if (!row) return null;
  return `SEED: the database holds the demo member ${DEMO_MEMBER.email} with its public password (mall ${row.tenantId}; a demo start wrote it): delete that account, or run in demo mode (ATRIUM_DEMO=true)`;
}
