import type { StaffRole } from '@atrium/domain/contract/staff';
import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Button } from '@atrium/ui/button';
import { useQuery } from '@tanstack/react-query';
import { Link, Navigate, Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';

import { mallName, staffLogout, staffMe } from '../api';
import { activateLanguage, CONSOLE_LANGUAGES, type ConsoleLanguage, LANGUAGE_NAMES } from '../i18n';
import { type Area, areasOf } from '../lib/roles';
import { AccountPage } from '../pages/account';
import { useSession } from '../session';

export function useAreaLabels(): Record<Area, string> {
  const { t } = useLinguiMacro();
  return {
    receipts: t`Receipts`,
    desk: t`Desk`,
    members: t`Members`,
    inbox: t`Support inbox`,
    content: t`Content`,
    staff: t`Staff`,
    settings: t`Settings`,
  };
}

export function LanguageSelect() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <select
      className="console-select console-language"
      aria-label={t`Language`}
      value={i18n.locale}
      onChange={(e) => void activateLanguage(e.target.value as ConsoleLanguage)}
    >
      {CONSOLE_LANGUAGES.map((l) => (
        <option key={l} value={l}>
          {LANGUAGE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}

export function useMallName() {
  return useQuery({
    queryKey: ['mall'],
    queryFn: ({ signal }) => mallName(signal),
    staleTime: Infinity,
  });
}

/** The signed-in frame: the mall, the areas the role may use, the language and sign-out. */
export function Shell() {
  const token = useSession((s) => s.token);
  const staff = useSession((s) => s.staff);
  const setStaff = useSession((s) => s.setStaff);
  const clear = useSession((s) => s.clear);
  const labels = useAreaLabels();
  const { t } = useLinguiMacro();
  const mall = useMallName();
  // The role may have changed since sign-in: the API's answer wins (a 401 signs out).
  const me = useQuery({
    queryKey: ['staff-me', token],
    queryFn: ({ signal }) => staffMe(signal),
    enabled: Boolean(token),
    staleTime: 60_000,
  });
  useEffect(() => {
    if (me.data) setStaff(me.data);
  }, [me.data, setStaff]);

  if (!token || !staff) return <Navigate to="/sign-in" />;
  // The mall requires two-step sign-in and it is off: the API answers nothing else, so the
  // console shows only the account page's enrolment until it is on.
  const enrolFirst = staff.must_enrol_two_step === true;
  const areas = enrolFirst ? [] : areasOf(staff.role);

  const signOut = async () => {
    try {
      await staffLogout();
    } catch {
      // the session ends here either way
    }
    clear();
  };

  return (
    <div className="console-app">
      <a className="console-skip" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="console-header">
        <div className="console-brand">
          <strong>{mall.data ?? 'Atrium'}</strong>
          <span className="console-muted">
            <Trans>Staff console</Trans>
          </span>
        </div>
        <nav aria-label={t`Areas`} className="console-nav">
          {areas.map((area) => (
            <Link
              key={area}
              to={`/${area}`}
              className="console-nav-link"
              activeProps={{ 'aria-current': 'page', className: 'console-nav-link is-active' }}
            >
              {labels[area]}
            </Link>
          ))}
        </nav>
        <div className="console-account">
          <Link to="/account" className="console-muted" data-testid="signed-in-as">
            {staff.email} · <RoleName role={staff.role} />
          </Link>
          <LanguageSelect />
          <Button variant="outline" size="sm" onClick={() => void signOut()}>
            <Trans>Sign out</Trans>
          </Button>
        </div>
      </header>
      <main id="main" className="console-main" tabIndex={-1}>
        {enrolFirst ? <AccountPage enrolFirst /> : <Outlet />}
      </main>
    </div>
  );
}

export function useRoleNames(): Record<StaffRole, string> {
  const { t } = useLinguiMacro();
  return {
    owner: t`Owner`,
    desk: t`Desk`,
    support: t`Support`,
    content: t`Content`,
  };
}

export function RoleName({ role }: { role: StaffRole }) {
  const names = useRoleNames();
  return <>{names[role] ?? role}</>;
}
