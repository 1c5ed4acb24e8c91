// `npm run new-tenant -- <app> "<Display Name>" [port]`: scaffolds apps/<app>.
import path from 'node:path';
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
  port: Number(port ?? 4205),
  workspaceRoot,
});
console.log(`Created ${path.relative(workspaceRoot, dir)}. Next:
  1. npm install                      (links the new workspace package)
  2. npx nx sync                      (TypeScript project references)
  3. edit apps/${app}/tenant.config.ts (meta tags, tag manager, pixel, default language)
  4. add the tenant and its origins to the API (see docs/tenants.md), then npm start -- --tenants ${app}`);
