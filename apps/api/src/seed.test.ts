import { companies, tenants } from '@atrium/server-db/schema';
import { seedMissingTenants } from '@atrium/server-db/seed/seed';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestDatabase, type TestDatabase, TENANT_IDS } from './test/test-app';

let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase({ seed: false });
});
afterAll(() => d.close());

const companiesOf = async (tenantId: string) =>
  (await d.db.select({ n: count() }).from(companies).where(eq(companies.tenantId, tenantId)))[0]!.n;

describe('seedMissingTenants', () => {
  it('seeds every tenant on an empty database, then nothing', async () => {
    expect((await seedMissingTenants(d.db)).sort()).toEqual([...TENANT_IDS].sort());
    expect(await seedMissingTenants(d.db)).toEqual([]);
    expect(await companiesOf('beta')).toBeGreaterThanOrEqual(40);
  });

  it('seeds only a tenant the database lacks, leaving the others as they are', async () => {
    const before = await companiesOf('beta');
    await d.db.delete(tenants).where(eq(tenants.id, 'novoplaza'));
    expect(await companiesOf('novoplaza')).toBe(0);
    expect(await seedMissingTenants(d.db)).toEqual(['novoplaza']);
    expect(await companiesOf('novoplaza')).toBeGreaterThanOrEqual(40);
    expect(await companiesOf('beta')).toBe(before);
  });
});
