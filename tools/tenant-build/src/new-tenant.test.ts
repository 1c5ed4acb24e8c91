import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseTenantConfig } from '@atrium/domain/tenant-config';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTenantApp, TENANT_TABLE } from './new-tenant';

const repo = path.resolve(import.meta.dirname, '../../..');
let workspace: string;

beforeEach(async () => {
  workspace = await mkdtemp(path.join(tmpdir(), 'atrium-new-tenant-'));
  await mkdir(path.join(workspace, path.dirname(TENANT_TABLE)), { recursive: true });
  await cp(path.join(repo, TENANT_TABLE), path.join(workspace, TENANT_TABLE));
  await cp(path.join(repo, 'tsconfig.base.json'), path.join(workspace, 'tsconfig.base.json'));
});
afterEach(() => rm(workspace, { recursive: true, force: true }));

describe('createTenantApp', () => {
  it('creates a sixth tenant whose config validates and registers its port', async () => {
    const dir = await createTenantApp({
      app: 'olympia',
      displayName: 'Olympia Brno',
      port: 4205,
      workspaceRoot: workspace,
    });

    const { default: config } = await import(path.join(dir, 'tenant.config.ts'));
    expect(parseTenantConfig(config).tenantId).toBe('olympia');
    expect(await readFile(path.join(dir, 'vite.config.ts'), 'utf8')).toContain('tenantViteConfig(');
    expect(await readFile(path.join(dir, 'public/logo.svg'), 'utf8')).toContain('Olympia Brno');
    const table = JSON.parse(await readFile(path.join(workspace, TENANT_TABLE), 'utf8'));
    expect(table.tenants.at(-1)).toEqual({
      app: 'olympia',
      tenantId: 'olympia',
      defaultLocale: parseTenantConfig(config).defaultLocale,
      port: 4205,
    });
  });

  it('refuses a bad name and an existing app', async () => {
    await expect(
      createTenantApp({ app: 'Bad Name', displayName: 'X', port: 1, workspaceRoot: workspace }),
    ).rejects.toThrow(/lowercase/);
    await createTenantApp({
      app: 'twice',
      displayName: 'Twice',
      port: 4206,
      workspaceRoot: workspace,
    });
    await expect(
      createTenantApp({ app: 'twice', displayName: 'Twice', port: 4207, workspaceRoot: workspace }),
    ).rejects.toThrow(/already exists/);
    await expect(
      createTenantApp({ app: 'clash', displayName: 'Clash', port: 4200, workspaceRoot: workspace }),
    ).rejects.toThrow(/already has that tenant id or port/);
  });
});
