// The stack a browser benchmark measures: built tenant sites and the API on fresh demo data,
// served by tools/scripts/serve-stack.mjs on shifted ports, and the demo items the pages show.
import path from 'node:path';
import { startProcess, waitForUrl } from '../scripts/lib/processes.mjs';
import { API_PORT, TENANTS } from '../scripts/lib/tenants.mjs';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts the stack for `apps` (tenant app names, or 'all') with data in tmp/<dataDir> and waits
 * until the last site answers; `spa` serves pages rendered in the browser only. Resolves the
 * API's address and each site's (`sites[app]`). Stop it with processes.mjs `stopAll()`.
 */
export async function startBenchStack({ apps, dataDir, offset, spa = false }) {
  const served = apps === 'all' ? TENANTS : TENANTS.filter((tenant) => apps.includes(tenant.app));
  startProcess(
    'stack',
    process.execPath,
    [
      path.join(root, 'tools/scripts/serve-stack.mjs'),
      '--tenants',
      apps === 'all' ? 'all' : apps.join(','),
      '--fresh',
      '--data-dir',
      path.join(root, 'tmp', dataDir),
      '--port-offset',
      String(offset),
      ...(spa ? ['--spa'] : []),
    ],
    { cwd: root, quiet: true },
  );
  const sites = Object.fromEntries(
    served.map((tenant) => [tenant.app, `http://localhost:${tenant.port + offset}`]),
  );
  const last = served[served.length - 1];
  await waitForUrl(`${sites[last.app]}/runtime-config.json`, { timeoutMs: 180_000 });
  return { api: `http://localhost:${API_PORT + offset}`, sites };
}

/** The first shop and the first event of the tenant whose site is `site`, from the API. */
export async function firstShopAndEvent(api, site) {
  const get = async (p) => {
    const res = await fetch(`${api}${p}`, { headers: { origin: site } });
    if (!res.ok) throw new Error(`${p}: ${res.status}`);
    return (await res.json()).data;
  };
  const [shops, events] = await Promise.all([
    get('/v1/companies?f=shops&per_page=1'),
    get('/v1/events?per_page=1'),
  ]);
  return { shop: shops.data[0], event: events.data[0] };
}
