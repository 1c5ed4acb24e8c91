import { Trans } from '@lingui/react/macro';
import {
  createRootRoute,
  createRoute,
  createRouter,
  Navigate,
  Outlet,
} from '@tanstack/react-router';
import type * as React from 'react';

import { Empty } from '../components/states';
import { type Area, areasOf, canSee } from '../lib/roles';
import { AcceptInvitePage } from '../pages/accept-invite';
import { AccountPage } from '../pages/account';
import { ContentPage } from '../pages/content';
import { DeskPage } from '../pages/desk';
import { InboxPage } from '../pages/inbox';
import { MembersPage } from '../pages/members';
import { ForgotPasswordPage, ResetPasswordPage } from '../pages/password-reset';
import { ReceiptsPage } from '../pages/receipts';
import { SettingsPage } from '../pages/settings';
import { SignInPage } from '../pages/sign-in';
import { StaffPage } from '../pages/staff';
import { useSession } from '../session';
import { Shell } from './shell';

/** An area the signed-in role may not use shows that, never the area (the API would say 403). */
function AreaGuard({ area, children }: { area: Area; children: React.ReactNode }) {
  const role = useSession((s) => s.staff?.role);
  if (!role) return null;
  if (!canSee(role, area)) {
    return (
      <Empty title={<Trans>Your role does not include this area.</Trans>}>
        <Trans>Ask the mall's owner if you need it.</Trans>
      </Empty>
    );
  }
  return <>{children}</>;
}

function Home() {
  const role = useSession((s) => s.staff?.role);
  const first = role ? areasOf(role)[0] : undefined;
  if (first) return <Navigate to={`/${first}`} replace />;
  return (
    <Empty title={<Trans>Nothing for your role here yet.</Trans>}>
      <Trans>Content editing and settings come to the console later.</Trans>
    </Empty>
  );
}

const rootRoute = createRootRoute({ component: Outlet });
const signIn = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  component: SignInPage,
});
// The invitation link's page (STAFF_INVITE_PATH in apps/api staff/invite-mail.ts).
const acceptInvite = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accept-invite',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: function AcceptInviteRoute() {
    const { token } = acceptInvite.useSearch();
    return <AcceptInvitePage token={token} />;
  },
});
const forgotPassword = createRoute({
  getParentRoute: () => rootRoute,
  path: '/forgot-password',
  component: ForgotPasswordPage,
});
// The e-mailed link's page (STAFF_RESET_PATH in apps/api staff/password-reset-mail.ts).
const resetPassword = createRoute({
  getParentRoute: () => rootRoute,
  path: '/reset-password',
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: function ResetPasswordRoute() {
    const { token } = resetPassword.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
const app = createRoute({ getParentRoute: () => rootRoute, id: 'app', component: Shell });
const home = createRoute({ getParentRoute: () => app, path: '/', component: Home });

function areaRoute(area: Area, Page: () => React.ReactNode) {
  return createRoute({
    getParentRoute: () => app,
    path: `/${area}`,
    component: () => (
      <AreaGuard area={area}>
        <Page />
      </AreaGuard>
    ),
  });
}

const membersRoute = createRoute({
  getParentRoute: () => app,
  path: '/members',
  validateSearch: (search: Record<string, unknown>): { id?: number; q?: string } => {
    const id = Number(search.id);
    return {
      id: Number.isInteger(id) && id > 0 ? id : undefined,
      q: typeof search.q === 'string' && search.q.trim() ? search.q.trim() : undefined,
    };
  },
  component: () => (
    <AreaGuard area="members">
      <MembersPage />
    </AreaGuard>
  ),
});

const routeTree = rootRoute.addChildren([
  signIn,
  acceptInvite,
  forgotPassword,
  resetPassword,
  app.addChildren([
    home,
    areaRoute('receipts', ReceiptsPage),
    areaRoute('desk', DeskPage),
    membersRoute,
    areaRoute('inbox', InboxPage),
    areaRoute('content', ContentPage),
    areaRoute('staff', StaffPage),
    areaRoute('settings', SettingsPage),
    // Every role's own account (password, second factor), linked from the header.
    createRoute({ getParentRoute: () => app, path: '/account', component: AccountPage }),
  ]),
]);

export function createConsoleRouter() {
  return createRouter({
    routeTree,
    // The site server serves the console at /console/ (vite.config.ts `base`, docs/console.md).
    basepath: import.meta.env.BASE_URL.replace(/\/+$/, '') || '/',
    defaultNotFoundComponent: () => <Navigate to="/" />,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
