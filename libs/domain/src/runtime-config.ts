import {
  objectOf,
  optional,
  parser,
  readBoolean,
  readInt,
  readNonEmpty,
  fail,
  type Path,
} from './parser';

/**
 * What a deployment may change without rebuilding (DESIGN section 2): the build writes defaults
 * to `runtime-config.json` beside the built files; operators overwrite that file per environment.
 */
export type RuntimeConfig = {
  apiBaseUrl: string;
  /** A caching proxy for the settings (DESIGN section 8); null means `/v1/settings-web-app/web`. */
  settingsUrl: string | null;
  realtime: { key: string; cluster: string; host: string; port: number; forceTLS: boolean };
  buildId: string;
  /**
   * The Firebase web app behind single sign-on (the public web config of the Firebase console);
   * absent: the SSO button says single sign-on is not set up.
   */
  firebase?: FirebaseWebConfig;
};

export type FirebaseWebConfig = { apiKey: string; authDomain: string; projectId: string };

function readUrl(value: unknown, path: Path): string {
  const text = readNonEmpty(value, path);
  try {
    new URL(text);
    return text;
  } catch {
    return fail(path, `not a URL: '${text}'`);
  }
}

function readPort(value: unknown, path: Path): number {
  const port = readInt(value, path);
  return port > 0 ? port : fail(path, 'expected a positive whole number');
}

export const runtimeConfigSchema = parser(
  objectOf(
    {
      apiBaseUrl: readUrl,
      settingsUrl: (value: unknown, path: Path) => (value === null ? null : readUrl(value, path)),
      realtime: objectOf(
        {
          key: readNonEmpty,
          cluster: readNonEmpty,
          host: readNonEmpty,
          port: readPort,
          forceTLS: readBoolean,
        },
        { loose: false },
      ),
      buildId: readNonEmpty,
      firebase: optional(
        objectOf(
          { apiKey: readNonEmpty, authDomain: readNonEmpty, projectId: readNonEmpty },
          { loose: false },
        ),
      ),
    },
    { loose: false },
  ),
);

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const result = runtimeConfigSchema.safeParse(raw);
  if (result.success) return result.data as RuntimeConfig;
  throw new Error(`Invalid runtime-config.json: ${result.error.message}`);
}
