import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LocalTenant } from '@atrium/domain/local-tenants';
import type { Locale } from '@atrium/domain/locales';

/** A new tenant starts in Czech; edit tenant.config.ts and the table together to change it. */
const NEW_TENANT_LOCALE: Locale = 'cz';

export interface NewTenantOptions {
  /** The app folder name, e.g. `olympia`. */
  app: string;
  /** The tenant id the API knows, e.g. `olympia` (defaults to the app name). */
  tenantId?: string;
  /** The mall's display name, e.g. `Olympia Brno`. */
  displayName: string;
  port: number;
  /** The workspace root; apps/<app> is created inside it. */
  workspaceRoot: string;
}

const APP_NAME = /^[a-z][a-z0-9-]{1,30}$/;

/**
 * Creates a tenant app from a name: tenant.config.ts with meta tags in four languages to edit,
 * the one-line Vite config, a logo and favicon, and the project files; registers it (app, tenant
 * id, default language, port) in the tenant table, libs/domain/src/local-tenants.json. Returns the
 * created folder.
 */
export async function createTenantApp(options: NewTenantOptions): Promise<string> {
  const { app, displayName, port, workspaceRoot } = options;
  const tenantId = options.tenantId ?? app;
  if (!APP_NAME.test(app)) throw new Error(`App name "${app}": lowercase letters, digits, dashes`);
  const dir = path.join(workspaceRoot, 'apps', app);
  const existing = await readFile(path.join(dir, 'tenant.config.ts'), 'utf8').catch(() => null);
  if (existing !== null) throw new Error(`apps/${app} already exists`);
  const row: LocalTenant = { app, tenantId, defaultLocale: NEW_TENANT_LOCALE, port };
  const table = await readTableFor(workspaceRoot, row);
  await mkdir(path.join(dir, 'public'), { recursive: true });

  const files: Record<string, string> = {
    'tenant.config.ts': tenantConfigSource(tenantId, displayName),
    'vite.config.ts': [
      "import { tenantViteConfig } from '@atrium/tenant-build/tenant-vite-config';",
      "import tenantConfig from './tenant.config';",
      '',
      'export default tenantViteConfig({ appDir: import.meta.dirname, tenantConfig });',
      '',
    ].join('\n'),
    'package.json':
      JSON.stringify(
        {
          name: `@atrium/${app}`,
          version: '0.0.0',
          private: true,
          type: 'module',
          scripts: {
            // The browser build, then the server renderer (issue 12) from the same sources.
            build:
              'vite build --configLoader runner && vite build --configLoader runner --ssr src/server/render.tsx',
            preview: 'vite preview --configLoader runner',
            dev: 'vite --configLoader runner',
          },
          dependencies: { '@atrium/domain': '*', '@atrium/site': '*', '@atrium/tenant-build': '*' },
          nx: {
            tags: ['scope:web', 'type:app'],
            targets: {
              build: { outputs: ['{projectRoot}/dist', '{projectRoot}/dist-server'] },
            },
          },
        },
        null,
        2,
      ) + '\n',
    'tsconfig.json':
      JSON.stringify(
        {
          extends: '../../tsconfig.base.json',
          compilerOptions: {
            outDir: 'out-tsc',
            tsBuildInfoFile: 'out-tsc/tsconfig.tsbuildinfo',
            types: ['node', 'vite/client'],
          },
          include: ['*.ts'],
          references: [],
        },
        null,
        2,
      ) + '\n',
    'public/logo.svg': logoSvg(displayName, true),
    'public/favicon.svg': logoSvg(displayName, false),
  };
  for (const [file, content] of Object.entries(files)) {
    await writeFile(path.join(dir, file), content);
  }
  await registerTenant(workspaceRoot, table, row);
  return dir;
}

function tenantConfigSource(tenantId: string, name: string): string {
  const page = (title: string, description: string) =>
    `{ title: ${JSON.stringify(title)}, description: ${JSON.stringify(description)}, keywords: ${JSON.stringify(name)} }`;
  const short = name.length > 12 ? name.slice(0, 12).trim() : name;
  return `import type { TenantConfig } from '@atrium/domain/tenant-config';

/** ${name}: edit the meta tags, tag-manager and pixel ids before the first release. */
const config: TenantConfig = {
  tenantId: '${tenantId}',
  tenantSecondLevelDomain: '${tenantId}',
  defaultLocale: '${NEW_TENANT_LOCALE}',
  pagesMetaTags: {
    en: { index: ${page(`${name} – shopping centre`, `Shops, offers and events of ${name}.`)} },
    cz: { index: ${page(`${name} – nákupní centrum`, `Obchody, nabídky a akce centra ${name}.`)} },
    sk: { index: ${page(`${name} – nákupné centrum`, `Obchody, ponuky a podujatia centra ${name}.`)} },
    de: { index: ${page(`${name} – Einkaufszentrum`, `Geschäfte, Angebote und Events im ${name}.`)} },
  },
  gtmId: 'GTM-CHANGEME',
  metaId: '0',
  manifest: { name: ${JSON.stringify(name)}, shortName: ${JSON.stringify(short)}, themeColor: '#1f4e8c' },
};

export default config;
`;
}

function logoSvg(name: string, withName: boolean): string {
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
  const mark = `<rect width="64" height="64" rx="14" fill="#1f4e8c"/><text x="32" y="42" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-size="24" font-weight="700" fill="#ffffff">${initials}</text>`;
  return withName
    ? `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="${name}">${mark}<text x="76" y="41" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#1f4e8c">${name}</text></svg>\n`
    : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${mark}</svg>\n`;
}

/** The tenant table every tool reads (libs/domain/src/local-tenants.ts). */
export const TENANT_TABLE = 'libs/domain/src/local-tenants.json';

type TenantTable = { tenants: LocalTenant[] };

/** The table, refusing a row whose tenant id or port another tenant has. */
async function readTableFor(workspaceRoot: string, row: LocalTenant): Promise<TenantTable> {
  const table = JSON.parse(
    await readFile(path.join(workspaceRoot, TENANT_TABLE), 'utf8'),
  ) as TenantTable;
  const clash = table.tenants.find((t) => t.tenantId === row.tenantId || t.port === row.port);
  if (clash) throw new Error(`${TENANT_TABLE}: ${clash.app} already has that tenant id or port`);
  return table;
}

async function registerTenant(workspaceRoot: string, table: TenantTable, row: LocalTenant) {
  table.tenants.push(row);
  await writeFile(path.join(workspaceRoot, TENANT_TABLE), `${JSON.stringify(table, null, 2)}\n`);
}
