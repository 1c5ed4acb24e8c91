import type { RuntimeConfig } from '@atrium/domain/runtime-config';
import type { Settings } from '@atrium/domain/settings';

/**
 * Single sign-on is offered (header link, login page button) only when the mall shows it
 * (`is_sso_visible`) and this site has an identity provider to sign in with (the runtime
 * configuration's `firebase`): a visible button that can only say "not set up" is a dead end.
 */
export function isSsoAvailable(
  settings: Pick<Settings, 'is_sso_visible'>,
  runtime: Pick<RuntimeConfig, 'firebase'>,
): boolean {
  return settings.is_sso_visible && runtime.firebase !== undefined;
}
