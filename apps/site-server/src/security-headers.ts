// The site server's security headers (issue 17): helmet with a Content-Security-Policy that the
// server-rendered pages and the single-page app satisfy, plus Permissions-Policy (which helmet
// leaves to its companion package). One policy per site server, the same for every response: the
// only inline script the browser runs is the renderer's constant consent script, allowed by its
// hash, so cached pages need no per-response nonce (docs/ssr.md, "Security headers").
// helmet's middleware is built once and run on the raw response (@fastify/helmet rebuilds it for
// every request: 24 µs instead of 2 µs a response).
import { createHash } from 'node:crypto';

import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import permissionsPolicy from 'permissions-policy';

type Sources = { script?: string[]; img?: string[]; connect?: string[]; frame?: string[] };

/**
 * The third-party origins the consent design loads after consent (libs/consent/src/analytics.ts):
 * the tag manager with the Google tag it usually carries, and the social pixel.
 */
export const TAG_MANAGER_SOURCES: Sources = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  connect: [
    'https://www.googletagmanager.com',
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
  ],
};
export const PIXEL_SOURCES: Sources = {
  script: ['https://connect.facebook.net'],
  img: ['https://www.facebook.com'],
  connect: ['https://www.facebook.com'],
};
/** Firebase sign-in with a popup: Google's API loader, its auth endpoints, the auth domain's frame. */
const firebaseSources = (authDomain: string): Sources => ({
  script: ['https://apis.google.com'],
  connect: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  frame: [`https://${authDomain}`],
});

/** A tenant's analytics ids (null: unknown, which allows both). */
export type Analytics = { gtmId: string | null; metaId: string | null };

/** What the policy is made from: the runtime the browser gets and what the pages carry. */
export type SitePolicy = {
  runtime: RuntimeConfig;
  analytics?: Analytics | null;
  inlineScripts?: readonly string[];
  secure?: boolean;
};

/** `'sha256-…'` of an inline script's exact text. */
export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The Content-Security-Policy directives of one tenant's site.
 * - `runtime`: the runtime configuration the browser receives (API, realtime, settings, Firebase);
 * - `analytics`: the tenant's `gtmId`/`metaId`; null when unknown (the SPA-only server has no
 *   tenant config), which allows both, as the browser may load either after consent;
 * - `inlineScripts`: the exact text of every inline script the pages carry;
 * - `secure`: the site is served over TLS (upgrade every `http:` request).
 */
export function siteCspDirectives({
  runtime,
  analytics = null,
  inlineScripts = [],
  secure = false,
}: SitePolicy): Record<string, string[]> {
  const api = new URL(runtime.apiBaseUrl).origin;
  const { host, port, forceTLS } = runtime.realtime;
  // pusher-js uses TLS when told to or when the page itself is https.
  const realtime = `${forceTLS || secure ? 'wss' : 'ws'}://${host}:${port}`;
  const settings = runtime.settingsUrl ? [new URL(runtime.settingsUrl).origin] : [];
  const thirdParty = [
    !analytics || analytics.gtmId ? TAG_MANAGER_SOURCES : null,
    !analytics || analytics.metaId ? PIXEL_SOURCES : null,
    runtime.firebase ? firebaseSources(runtime.firebase.authDomain) : null,
  ].filter((sources): sources is Sources => sources !== null);
  const extra = (kind: keyof Sources) => [
    ...new Set(thirdParty.flatMap((sources) => sources[kind] ?? [])),
  ];

  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...inlineScripts.map(scriptHash), ...extra('script')],
    scriptSrcAttr: ["'none'"],
    // React writes `style` attributes into server HTML and Radix's scroll lock adds a <style>
    // with measured values: neither can carry a hash. CSS cannot run script; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    // Media come from the API; data: for the image fallback, blob: for previews of a chosen file.
    imgSrc: ["'self'", 'data:', 'blob:', api, ...extra('img')],
    fontSrc: ["'self'"],
    connectSrc: ["'self'", api, realtime, ...settings, ...extra('connect')],
    frameSrc: extra('frame').length > 0 ? extra('frame') : ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    ...(secure ? { upgradeInsecureRequests: [] } : {}),
  };
}

/** What the site lets pages use: nothing that a mall's pages have no need for. */
export const SITE_PERMISSIONS = {
  camera: [],
  microphone: [],
  geolocation: [],
  payment: [],
  usb: [],
  browsingTopics: [],
};

/**
 * Registers the headers on the site server for every response (pages, files, proxy answers,
 * redirects, 404s). `secure`: the site's public origin is https (behind a TLS proxy), so
 * browsers are told to keep to https (HSTS) as well.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { secure = false, ...policy }: SitePolicy,
): void {
  const setHelmetHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: siteCspDirectives({ ...policy, secure }),
    },
    // Firebase's sign-in popup reports back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const setPermissions = permissionsPolicy({ features: SITE_PERMISSIONS });
  app.addHook('onRequest', (request, reply, done) => {
    setHelmetHeaders(request.raw, reply.raw, () =>
      setPermissions(request.raw, reply.raw, () => done()),
    );
  });
}
