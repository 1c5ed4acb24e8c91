import {
  type AuditEntry,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@atrium/domain/contract/staff';
import { Badge } from '@atrium/ui/badge';
import { Button } from '@atrium/ui/button';
import { Checkbox } from '@atrium/ui/checkbox';
import { Field, Input } from '@atrium/ui/field';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type * as React from 'react';

import {
  ApiError,
  type AuditFilter,
  automationKey,
  removeAutomationKey,
  rotateAutomationKey,
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  resetStaffTwoStep,
  saveStaffPolicy,
  signInRefusals,
  staffPolicy,
  listAudit,
  listStaff,
} from '../api';
import { RoleName, useRoleNames } from '../app/shell';
import { AuditEntryButton, AuditEntryDialog } from './audit-entry';
import { ConsoleDialog } from '../components/console-dialog';
import { FieldSelect } from '../components/select';
import { Pager } from '../components/pager';
import { Empty, Failed, Loading } from '../components/states';
import { useSession } from '../session';

const staffQuery = queryOptions({
  queryKey: ['staff'],
  queryFn: ({ signal }) => listStaff(signal),
});
const AUDIT_SIZE = 50;

/**
 * Owners: the mall's staff (invite by e-mail, change a role, deactivate) and the audit log, by
 * who, action and day, a page of 50 at a time; an entry opens to what it changed (audit-entry.tsx). The API keeps an active owner per mall and refuses the rest (its message shown).
 */
export function StaffPage() {
  return (
    <section className="console-members" aria-labelledby="staff-title">
      <h1 id="staff-title">
        <Trans>Staff</Trans>
      </h1>
      <InviteForm />
      <StaffList />
      <StaffRules />
      <AutomationKey />
      <SignInRefusals />
      <AuditLog />
    </section>
  );
}

function InviteForm() {
  const roleNames = useRoleNames();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('desk');
  const invite = useMutation({
    mutationFn: inviteStaff,
    onSuccess: () => {
      setEmail('');
      setName('');
      void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
  const error =
    invite.error instanceof ApiError
      ? (invite.error.fieldError('email') ?? invite.error.message)
      : invite.error?.message;
  return (
    <form
      className="console-card console-form"
      aria-labelledby="invite-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (email.trim()) {
          invite.mutate({
            email: email.trim(),
            role,
            ...(name.trim() ? { name: name.trim() } : {}),
          });
        }
      }}
    >
      <h2 id="invite-title">
        <Trans>Invite a staff member</Trans>
      </h2>
      <div className="console-form-row">
        <Field label={<Trans>E-mail</Trans>} error={error} required>
          <Input type="email" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </Field>
        <Field label={<Trans>Name</Trans>}>
          <Input value={name} onChange={(e) => setName(e.currentTarget.value)} />
        </Field>
        <Field label={<Trans>Role</Trans>}>
          <FieldSelect value={role} onChange={(e) => setRole(e.target.value as StaffRole)}>
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleNames[r]}
              </option>
            ))}
          </FieldSelect>
        </Field>
      </div>
      <div className="console-actions">
        <Button type="submit" loading={invite.isPending}>
          <Trans>Send the invitation</Trans>
        </Button>
        {invite.data && (
          <span role="status" data-testid="invited">
            <Trans>Invitation sent to {invite.data.email}. The link works once, for 7 days.</Trans>
          </span>
        )}
      </div>
    </form>
  );
}

function StaffList() {
  const staff = useQuery(staffQuery);
  return (
    <section aria-labelledby="staff-list-title">
      <h2 id="staff-list-title">
        <Trans>The mall's staff</Trans>
      </h2>
      {staff.isPending ? (
        <Loading />
      ) : staff.isError ? (
        <Failed error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.length === 0 ? (
        <Empty title={<Trans>No staff yet.</Trans>} />
      ) : (
        <ul className="console-history-list">
          {staff.data.map((member) => (
            <StaffRow key={member.id} member={member} />
          ))}
        </ul>
      )}
    </section>
  );
}

function StaffRow({ member }: { member: StaffMember }) {
  const { t } = useLingui();
  const roleNames = useRoleNames();
  const queryClient = useQueryClient();
  const me = useSession((s) => s.staff?.id);
  const done = () => {
    void queryClient.invalidateQueries({ queryKey: staffQuery.queryKey });
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
  const role = useMutation({
    mutationFn: (next: StaffRole) => changeStaffRole(member.id, next),
    onSuccess: done,
  });
  const deactivate = useMutation({ mutationFn: () => deactivateStaff(member.id), onSuccess: done });
  const resetTwoStep = useMutation({
    mutationFn: () => resetStaffTwoStep(member.id),
    onSuccess: done,
  });
  const error = role.error?.message ?? deactivate.error?.message ?? resetTwoStep.error?.message;
  // Named for the translators: the catalogs show {email}, not {0}.
  const email = member.email;
  const codesLeft = member.recovery_codes_left;
  const active = member.status !== 'deactivated';
  return (
    <li data-testid="staff-row" data-email={member.email}>
      <strong>{member.name || member.email}</strong> <span>{member.email}</span>{' '}
      <Badge
        variant={
          member.status === 'active'
            ? 'success'
            : member.status === 'invited'
              ? 'accent'
              : 'neutral'
        }
      >
        {member.status === 'active' ? (
          <Trans>Active</Trans>
        ) : member.status === 'invited' ? (
          <Trans>Invited</Trans>
        ) : (
          <Trans>Deactivated</Trans>
        )}
      </Badge>{' '}
      {member.status === 'active' && (
        <>
          <Badge variant={member.totp_enabled ? 'success' : 'neutral'} data-testid="two-step-state">
            {member.totp_enabled ? (
              <Trans>Two-step on · {codesLeft} codes left</Trans>
            ) : (
              <Trans>Two-step off</Trans>
            )}
          </Badge>{' '}
        </>
      )}
      {active && member.id !== me && member.totp_enabled && (
        <>
          <Button
            variant="ghost"
            size="sm"
            loading={resetTwoStep.isPending}
            onClick={() => {
              if (
                window.confirm(
                  t`Turn off two-step sign-in of ${email}? They are told by e-mail and sign in with the password alone until they set it up again.`,
                )
              ) {
                resetTwoStep.mutate();
              }
            }}
          >
            <Trans>Reset two-step</Trans>
          </Button>{' '}
        </>
      )}
      {active && member.id !== me ? (
        <>
          <select
            className="console-select"
            aria-label={t`Role of ${member.email}`}
            value={member.role}
            disabled={role.isPending}
            onChange={(e) => role.mutate(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {roleNames[r]}
              </option>
            ))}
          </select>{' '}
          <Button
            variant="ghost"
            size="sm"
            loading={deactivate.isPending}
            onClick={() => deactivate.mutate()}
          >
            <Trans>Deactivate</Trans>
          </Button>
        </>
      ) : (
        <RoleName role={member.role} />
      )}
      {error && (
        <p className="console-error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

const policyQuery = queryOptions({
  queryKey: ['staff-policy'],
  queryFn: ({ signal }) => staffPolicy(signal),
});

/**
 * The mall's rules for its staff: two-step sign-in for everyone (only once the owner has it:
 * the API says so otherwise) and the points one desk member may move by hand per day.
 */
function StaffRules() {
  const policy = useQuery(policyQuery);
  return (
    <section aria-labelledby="staff-rules-title" data-testid="staff-rules">
      <h2 id="staff-rules-title">
        <Trans>Rules for the staff</Trans>
      </h2>
      {policy.isPending ? (
        <Loading />
      ) : policy.isError ? (
        <Failed error={policy.error} onRetry={() => void policy.refetch()} />
      ) : (
        <StaffRulesForm
          key={`${policy.data.require_two_step}-${policy.data.desk_points_per_day}`}
          initial={policy.data}
        />
      )}
    </section>
  );
}

function StaffRulesForm({
  initial,
}: {
  initial: { require_two_step: boolean; desk_points_per_day: number };
}) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [requireTwoStep, setRequireTwoStep] = useState(initial.require_two_step);
  const [points, setPoints] = useState(String(initial.desk_points_per_day));
  const save = useMutation({
    mutationFn: () =>
      saveStaffPolicy({ require_two_step: requireTwoStep, desk_points_per_day: Number(points) }),
    onSuccess: (saved) => {
      queryClient.setQueryData(policyQuery.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['audit'] });
    },
  });
  const pointsProblem = /^\d{1,7}$/.test(points.trim())
    ? undefined
    : t`A whole number of points from 0 to 1000000.`;
  const apiProblem =
    save.error instanceof ApiError
      ? (save.error.fieldError('require_two_step') ??
        save.error.fieldError('desk_points_per_day') ??
        save.error.message)
      : save.error?.message;
  return (
    <form
      className="console-card console-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (!pointsProblem) save.mutate();
      }}
    >
      <Checkbox
        checked={requireTwoStep}
        onCheckedChange={(checked) => setRequireTwoStep(checked === true)}
        label={<Trans>Everyone signs in with two-step sign-in</Trans>}
        description={
          <Trans>
            Staff without it see only their account page after the password until they turn it on.
          </Trans>
        }
      />
      <Field
        label={<Trans>Points one desk member may move per day</Trans>}
        description={<Trans>Bonuses and corrections together; owners have no limit.</Trans>}
        error={pointsProblem}
      >
        <Input
          inputMode="numeric"
          value={points}
          onChange={(e) => setPoints(e.currentTarget.value)}
        />
      </Field>
      {apiProblem && (
        <p className="console-error" role="alert">
          {apiProblem}
        </p>
      )}
      {save.isSuccess && (
        <p role="status">
          <Trans>Saved.</Trans>
        </p>
      )}
      <div className="console-actions">
        <Button type="submit" loading={save.isPending}>
          <Trans>Save the rules</Trans>
        </Button>
      </div>
    </form>
  );
}

/**
 * The mall's own key for automation (`X-Admin-Key`: the car-park system, a script): made anew
 * here, shown once, or removed (the deployment's key applies again). Both are in the audit log.
 */
function AutomationKey() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: ['automation-key'],
    queryFn: ({ signal }) => automationKey(signal),
  });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['automation-key'] });
    void queryClient.invalidateQueries({ queryKey: ['audit'] });
  };
  const rotate = useMutation({ mutationFn: rotateAutomationKey, onSuccess: refresh });
  const remove = useMutation({ mutationFn: removeAutomationKey, onSuccess: refresh });
  const failure = rotate.error ?? remove.error;
  const [confirming, setConfirming] = useState<'rotate' | 'remove' | null>(null);
  return (
    <section aria-labelledby="key-title" className="console-card">
      <h2 id="key-title">
        <Trans>Automation key</Trans>
      </h2>
      {info.isPending ? (
        <Loading />
      ) : info.isError ? (
        <Failed error={info.error} onRetry={() => void info.refetch()} />
      ) : (
        <p data-testid="key-state">
          {info.data.own_key ? (
            <Trans>
              The mall has its own key, ending in {info.data.hint}, made{' '}
              {new Date(info.data.created_at ?? '').toLocaleString(i18n.locale)}.
            </Trans>
          ) : (
            <Trans>The mall has no key of its own: automation uses the deployment's key.</Trans>
          )}
        </p>
      )}
      {rotate.data && (
        <div role="status" className="console-flag" data-testid="new-key">
          <p>
            <Trans>The new key, shown only now: copy it into the system that uses it.</Trans>
          </p>
          <code>{rotate.data.key}</code>
        </div>
      )}
      {failure && (
        <p className="console-error" role="alert">
          {failure.message}
        </p>
      )}
      <div className="console-actions">
        <Button
          variant="outline"
          loading={rotate.isPending}
          onClick={() => (info.data?.own_key ? setConfirming('rotate') : rotate.mutate())}
        >
          {info.data?.own_key ? <Trans>Make a new key</Trans> : <Trans>Make the mall's key</Trans>}
        </Button>
        {info.data?.own_key && (
          <Button
            variant="danger"
            loading={remove.isPending}
            onClick={() => setConfirming('remove')}
          >
            <Trans>Remove the key</Trans>
          </Button>
        )}
      </div>
      <ConsoleDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={confirming === 'remove' ? t`Remove the mall's key?` : t`Make a new key?`}
        description={t`The current key stops working at once, for every system that uses it.`}
      >
        <div className="console-actions">
          <Button
            variant={confirming === 'remove' ? 'danger' : 'primary'}
            onClick={() => {
              rotate.reset();
              if (confirming === 'remove') remove.mutate();
              else rotate.mutate();
              setConfirming(null);
            }}
          >
            {confirming === 'remove' ? (
              <Trans>Remove the key</Trans>
            ) : (
              <Trans>Make a new key</Trans>
            )}
          </Button>
          <Button variant="outline" onClick={() => setConfirming(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </ConsoleDialog>
    </section>
  );
}

/**
 * Refused sign-ins of the last 30 days, counted per account, reason and hour (the API keeps one
 * row for each, so a flood of wrong passwords is one line with its count).
 */
function SignInRefusals() {
  const { i18n } = useLinguiRuntime();
  const refusals = useQuery({
    queryKey: ['sign-in-refusals'],
    queryFn: ({ signal }) => signInRefusals(signal),
  });
  const reasons: Record<string, React.ReactNode> = {
    password: <Trans>wrong password</Trans>,
    code: <Trans>wrong code</Trans>,
    locked: <Trans>while locked</Trans>,
    demo: <Trans>demo account</Trans>,
  };
  return (
    <section aria-labelledby="refusals-title" data-testid="sign-in-refusals">
      <h2 id="refusals-title">
        <Trans>Refused sign-ins</Trans>
      </h2>
      {refusals.isPending ? (
        <Loading />
      ) : refusals.isError ? (
        <Failed error={refusals.error} onRetry={() => void refusals.refetch()} />
      ) : refusals.data.length === 0 ? (
        <Empty title={<Trans>No refused sign-ins in the last 30 days.</Trans>} />
      ) : (
        <table className="console-audit">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Hour</Trans>
              </th>
              <th scope="col">
                <Trans>Account</Trans>
              </th>
              <th scope="col">
                <Trans>Reason</Trans>
              </th>
              <th scope="col">
                <Trans>Times</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {refusals.data.map((r) => (
              <tr key={`${r.hour}-${r.staff_id ?? 'unknown'}-${r.reason}`}>
                <td>{new Date(r.hour).toLocaleString(i18n.locale)}</td>
                <td>{r.email ?? <Trans>an address that is no account here</Trans>}</td>
                <td>{reasons[r.reason] ?? r.reason}</td>
                <td>{r.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function AuditLog() {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const staff = useQuery(staffQuery);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [fromDay, setFromDay] = useState('');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<AuditEntry | null>(null);
  const filter: AuditFilter = {
    actor,
    action: action.trim(),
    // The day as the owner's browser sees it, from its midnight.
    from: fromDay ? new Date(`${fromDay}T00:00:00`).toISOString() : undefined,
    page,
  };
  const audit = useQuery({
    queryKey: ['audit', filter],
    queryFn: ({ signal }) => listAudit(filter, AUDIT_SIZE, signal),
    placeholderData: (previous) => previous,
  });
  const narrow = (change: () => void) => {
    change();
    setPage(1);
  };
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">
        <Trans>Audit log</Trans>
      </h2>
      <div className="console-form-row" role="search" aria-label={t`Filter the audit log`}>
        <Field label={<Trans>Who</Trans>}>
          <FieldSelect value={actor} onChange={(e) => narrow(() => setActor(e.target.value))}>
            <option value="">{t`Anyone`}</option>
            {(staff.data ?? []).map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.email}
              </option>
            ))}
            <option value="key">{t`The automation key`}</option>
            <option value="system">{t`The system`}</option>
          </FieldSelect>
        </Field>
        <Field label={<Trans>Action</Trans>} description={<Trans>Exact, e.g. access.denied</Trans>}>
          <Input value={action} onChange={(e) => narrow(() => setAction(e.currentTarget.value))} />
        </Field>
        <Field label={<Trans>Since</Trans>}>
          <Input
            type="date"
            value={fromDay}
            onChange={(e) => narrow(() => setFromDay(e.currentTarget.value))}
          />
        </Field>
      </div>
      {audit.isPending ? (
        <Loading />
      ) : audit.isError ? (
        <Failed error={audit.error} onRetry={() => void audit.refetch()} />
      ) : audit.data.data.length === 0 ? (
        <Empty title={<Trans>No entries match.</Trans>} />
      ) : (
        <>
          <table className="console-audit" data-testid="audit-log">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>When</Trans>
                </th>
                <th scope="col">
                  <Trans>Who</Trans>
                </th>
                <th scope="col">
                  <Trans>What</Trans>
                </th>
                <th scope="col">
                  <Trans>Target</Trans>
                </th>
                <th scope="col">
                  <Trans>Changes</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {audit.data.data.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td>{new Date(entry.at).toLocaleString(i18n.locale)}</td>
                  <td>{entry.actor.label}</td>
                  <td>
                    <code>{entry.action}</code>
                  </td>
                  <td>
                    {entry.target_type ? `${entry.target_type} ${entry.target_id ?? ''}` : '—'}
                  </td>
                  <td>
                    <AuditEntryButton entry={entry} onOpen={() => setOpened(entry)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            lastPage={audit.data.last_page}
            onPage={setPage}
            label={t`Audit log pages`}
            previous={<Trans>Newer</Trans>}
            next={<Trans>Older</Trans>}
          />
          <AuditEntryDialog entry={opened} onClose={() => setOpened(null)} />
        </>
      )}
    </section>
  );
}
