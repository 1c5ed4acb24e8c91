import { AsyncLocalStorage } from 'node:async_hooks';

import { configureScopedApiClient, type ApiConfiguration } from '@atrium/api-client/configure';
import { scopeLocale, type LocaleScope } from '@atrium/i18n/scoped-locale';

/**
 * What the browser code keeps in module singletons (the API client, Lingui's active language),
 * held per render instead (issue 19): every render runs in its own async context, so one server
 * thread renders several pages at once, for different sites and languages.
 */
type RenderScope = { api: ApiConfiguration; locale: LocaleScope };

const scopes = new AsyncLocalStorage<RenderScope>();
configureScopedApiClient(() => scopes.getStore()?.api);
scopeLocale(() => scopes.getStore()?.locale);

/** Runs `work` (a whole render) with its own API client and a language not yet chosen. */
export function inRenderScope<T>(api: ApiConfiguration, work: () => Promise<T>): Promise<T> {
  return scopes.run({ api, locale: { locale: '' } }, work);
}
