import type { StaffRole } from '@atrium/domain/contract/staff';

/**
 * The console's areas and the roles that see each — the API's permissions (apps/api
 * staff/roles.ts: receipts, rewards.use, points.adjust, messages, staff.manage) mirrored, so a role never sees an
 * area whose calls would answer 403. The API stays the judge.
 */
export const AREAS = [
  'receipts',
  'desk',
  'members',
  'inbox',
  'content',
  'staff',
  'settings',
] as const;
export type Area = (typeof AREAS)[number];

const AREA_ROLES: Record<Area, readonly StaffRole[]> = {
  receipts: ['owner', 'desk'],
  desk: ['owner', 'desk'],
  members: ['owner', 'desk'],
  inbox: ['owner', 'support'],
  content: ['owner', 'content'], // content (shops, offers, events, news)
  staff: ['owner'], // staff.manage and audit.read
  settings: ['owner'], // settings: flags, colours, menus, loyalty rules
};

export function canSee(role: StaffRole, area: Area): boolean {
  return AREA_ROLES[area].includes(role);
}

export function areasOf(role: StaffRole): Area[] {
  return AREAS.filter((area) => canSee(role, area));
}
