// The runtime configuration a tenant build's pages use: the build's own `runtime-config.json`
// with the fields a deployment overrides (the API and the gateway as browsers reach them).
import { readFile } from 'node:fs/promises';
import path from 'node:path';

import type { RuntimeConfig } from '@atrium/domain/runtime-config';

export type { RuntimeConfig };

/** Fields of the built runtime-config.json replaced at run time (ports of a test stack, a deployment's hosts). */
export type RuntimeOverrides = {
  apiBaseUrl?: string;
  settingsUrl?: string | null;
  realtime?: Partial<RuntimeConfig['realtime']>;
};

/** The build's `runtime-config.json` as written. */
export async function readBuiltRuntime(root: string): Promise<RuntimeConfig> {
  return JSON.parse(
    await readFile(path.join(root, 'runtime-config.json'), 'utf8'),
  ) as RuntimeConfig;
}

/** The built configuration with `overrides` merged in (the realtime fields one by one). */
export function withOverrides(
  built: RuntimeConfig,
  overrides: RuntimeOverrides | null,
): RuntimeConfig {
  if (!overrides) return built;
  return {
    ...built,
    ...overrides,
    realtime: { ...built.realtime, ...overrides.realtime },
  } as RuntimeConfig;
}
