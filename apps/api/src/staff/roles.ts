import type { StaffRole } from '@atrium/domain/contract/staff';

/**
 * What each staff role may do (docs/api.md "Staff accounts", docs/security.md "Roles").
 * `owner` may do everything; the automation key (`X-Admin-Key`) may do the `/v1/admin/*`
 * operations but manages no staff, reads no audit log and rotates no key.
 */
export const PERMISSIONS = [
  'receipts', // list, view, approve, reject, reverse receipts
  'rewards.use', // mark a member's reward used at the desk
  'points.adjust', // bonus / correction up to DESK_POINTS_ADJUST_LIMIT points
  'points.adjust.any', // any size of adjustment
  'points.expire', // run the expiry job
  'messages', // support chat
  'members', // look a member up, their points history and rewards
  'parking', // the car park's count of free spaces
  'content', // content editing (the console's content area, issue 21 item 2)
  'settings', // the mall's feature flags, colours, menus and loyalty rules (owners only)
  'admin.other', // an /v1/admin operation without its own entry in ADMIN_ROUTES
  'staff.manage', // invite, change role, deactivate
  'audit.read',
  'key.rotate',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** The largest |delta| a `desk` member may adjust points by; beyond it only owners (and the key). */
export const DESK_POINTS_ADJUST_LIMIT = 500;

const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  desk: ['receipts', 'rewards.use', 'points.adjust', 'members'],
  support: ['messages', 'members'],
  content: ['content'],
};

/** The automation key's permissions: every admin operation, nothing about staff. */
const KEY_PERMISSIONS: readonly Permission[] = [
  'receipts',
  'rewards.use',
  'points.adjust',
  'points.adjust.any',
  'points.expire',
  'messages',
  'members',
  'parking',
  'content',
  'admin.other',
];

export type Actor =
  | {
      type: 'staff';
      staffId: number;
      email: string;
      role: StaffRole;
      tokenId: number;
    }
  | { type: 'key'; label: 'key:tenant' | 'key:deployment'; user: string | null }
  | { type: 'system'; label: string };

export function can(actor: Actor, permission: Permission): boolean {
  if (actor.type === 'system') return true;
  if (actor.type === 'key') return KEY_PERMISSIONS.includes(permission);
  return ROLE_PERMISSIONS[actor.role].includes(permission);
}

/** Who an actor is in `receipts.reviewed_by` and ledger references. */
export function reviewerName(actor: Actor): string {
  if (actor.type === 'staff') return `staff:${actor.email}`;
  if (actor.type === 'key') return actor.user ? `staff:${actor.user}` : 'staff';
  return actor.label;
}

/** A staff member as the actor of their own request (`tokenId` 0: no session, e.g. a reset link). */
export function staffActor(
  row: { id: number; email: string; role: StaffRole },
  tokenId = 0,
): Actor {
  return { type: 'staff', staffId: row.id, email: row.email, role: row.role, tokenId };
}
