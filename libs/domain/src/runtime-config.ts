import { z } from 'zod';

/**
 * What a deployment may change without rebuilding (DESIGN section 2): the build writes defaults
 * to `runtime-config.json` beside the built files; operators overwrite that file per environment.
 */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z.url(),
  /** A caching proxy for the settings (DESIGN section 8); null means `/v1/settings-web-app/web`. */
  settingsUrl: z.url().nullable(),
  realtime: z.object({
    key: z.string().min(1),
    cluster: z.string().min(1),
    host: z.string().min(1),
    port: z.number().int().positive(),
    forceTLS: z.boolean(),
  }),
  buildId: z.string().min(1),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
  throw new Error(`Invalid runtime-config.json: ${problems}`);
}
