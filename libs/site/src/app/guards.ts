import { settingsQueryOptions } from '@atrium/api-client/settings';
import type { Locale } from '@atrium/domain/locales';
import type { SettingsFlagKey } from '@atrium/domain/settings';
import type { QueryClient } from '@tanstack/react-query';
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import { isLoggedIn } from '../session/session-store';

/**
 * The guards of spec section 6, for routes' `beforeLoad`. They run before any loader, so they ask
 * the settings themselves (`ensureQueryData` returns the cached copy after the first page).
 */
type GuardArgs = {
  context: { queryClient: QueryClient };
  params: { locale: Locale };
  location: ParsedLocation;
};

/** The path (with search and hash) to come back to after login: the address bar's localised one. */
function returnPath(location: ParsedLocation): string {
  return location.publicHref ?? location.href;
}

function toLogin(args: GuardArgs): never {
  throw redirect({
    to: '/$locale/login',
    params: { locale: args.params.locale },
    search: { redirect: returnPath(args.location) },
  });
}

function toHome(args: GuardArgs): never {
  throw redirect({ to: '/$locale', params: { locale: args.params.locale } });
}

/** Dashboard routes: anonymous visitors go to login, with `?redirect=` back to the page. */
export function requireMember(args: GuardArgs): void {
  if (!isLoggedIn()) toLogin(args);
}

/** Rewards and offers: to login when their `is_*_visible_only_when_logged_in` flag is on. */
export function requireMemberWhen(flag: SettingsFlagKey) {
  return async (args: GuardArgs): Promise<void> => {
    if (isLoggedIn()) return;
    const settings = await args.context.queryClient.ensureQueryData(settingsQueryOptions());
    if (settings[flag]) toLogin(args);
  };
}

/** Login, register, forgot-password: home when logged in or when authentication is off. */
export async function guestOnly(args: GuardArgs): Promise<void> {
  if (isLoggedIn()) toHome(args);
  const settings = await args.context.queryClient.ensureQueryData(settingsQueryOptions());
  if (!settings.is_authentication_active) toHome(args);
}

/** The mobile-app page: home when `is_mobile_app_active` is off. */
export async function requireMobileApp(args: GuardArgs): Promise<void> {
  const settings = await args.context.queryClient.ensureQueryData(settingsQueryOptions());
  if (!settings.is_mobile_app_active) toHome(args);
}

/** A `redirect` search value is followed only when it is a path on this site. */
export function safeReturnPath(value: unknown): string | undefined {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : undefined;
}
