// `npm run new-tenant -- <app> "<Display Name>" [port]`: scaffolds apps/<app> (port: the next
// free one of libs/domain/src/local-tenants.json).
import path from 'node:path';
import { LOCAL_TENANTS } from '@atrium/domain/local-tenants';
import { createTenantApp } from './new-tenant';

const [app, displayName, port] = process.argv.slice(2);
if (!app || !displayName) {
  console.error('Usage: npm run new-tenant -- <app> "<Display Name>" [port]');
  process.exit(2);
}
const workspaceRoot = path.resolve(import.meta.dirname, '../../..');
const dir = await createTenantApp({
  app,
  displayName,
  port: port ? Number(port) : Math.max(...LOCAL_TENANTS.map((t) => t.port)) + 1,
  workspaceRoot,
});
console.log(`Created ${path.relative(workspaceRoot, dir)}. Next:
  1. npm install                      (links the new workspace package)
  2. npx nx sync                      (TypeScript project references)
  3. edit apps/${app}/tenant.config.ts (meta tags, tag manager, pixel; a default language other
     than cz changes there and in libs/domain/src/local-tenants.json together)
  4. add the tenant and its origins to the API (see docs/tenants.md), then npm start -- --tenants ${app}`);
