import { PAYLOAD_PREFETCH_DELAY_MS } from '@atrium/domain/constants';
import type { QueryClient } from '@tanstack/react-query';
import type { PagePayloads } from './page-payloads';

/**
 * The prerendered pages' payloads (page-payloads.ts), detected a second after start (spec section
 * 7), never on a slow-2g connection (`detect: false`): until then every page asks the API. Their
 * code is a chunk loaded then, not a part of the entry (issue 22): most deployments prerender
 * nothing.
 */
export function detectedPagePayloads(options: {
  buildId: string;
  queryClient: QueryClient;
  detect: boolean;
}): PagePayloads {
  let detected: PagePayloads | undefined;
  if (options.detect) {
    setTimeout(() => {
      import('./page-payloads')
        .then(async ({ createPagePayloads }) => {
          const payloads = createPagePayloads(options);
          await payloads.detect();
          detected = payloads;
        })
        // Offline: the pages ask the API, as where nothing was prerendered.
        .catch(() => undefined);
    }, PAYLOAD_PREFETCH_DELAY_MS);
  }
  return { hydrate: (publicPath) => detected?.hydrate(publicPath) ?? Promise.resolve() };
}
