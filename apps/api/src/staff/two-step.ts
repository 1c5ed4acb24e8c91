import { randomInt } from 'node:crypto';

import { RECOVERY_CODE_COUNT, type StaffMember } from '@atrium/domain/contract/staff';
import { staffRecoveryCodes } from '@atrium/server-db/schema/staff';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';

import { hashPassword, verifyPassword } from '../auth/password';
import type { Db, Tx } from '../loyalty/db-util';
import { staffPolicy } from './policy';
import type { StaffRow } from './sessions';
import { toStaffMember } from './staff.service';

/**
 * Two-step sign-in's recovery codes and what the API says of a staff member's second factor
 * (docs/accounts.md "Two-step sign-in"). A code is 10 characters of base32 (50 bits), shown once
 * as `ABCDE-FGHIJ` and kept as an argon2id hash like a password; using one marks it used.
 */

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function newCode(): string {
  let s = '';
  for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
  return `${s.slice(0, 5)}-${s.slice(5)}`;
}

/** A new set of recovery codes replaces the old one; the codes are returned this once. */
export async function replaceRecoveryCodes(
  tx: Tx,
  staff: Pick<StaffRow, 'id' | 'tenantId'>,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  const hashes = await Promise.all(codes.map((c) => hashPassword(c.replace('-', ''))));
  await deleteRecoveryCodes(tx, staff.id);
  await tx
    .insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ tenantId: staff.tenantId, staffId: staff.id, codeHash })));
  return codes;
}

export async function deleteRecoveryCodes(db: Db, staffId: number) {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
}

/**
 * Uses one unused code up if `code` (normalised: `ABCDEFGHIJ`) is one; false otherwise. The
 * conditional UPDATE makes a code good once even when two sign-ins send it at the same moment.
 */
export async function useRecoveryCode(db: Db, staffId: number, code: string): Promise<boolean> {
  const unused = await db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  for (const row of unused) {
    if (!(await verifyPassword(row.codeHash, code))) continue;
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.id, row.id), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return used.length > 0;
  }
  return false;
}

/** Unused recovery codes per staff member. */
async function codesLeft(db: Db, staffIds: number[]): Promise<Map<number, number>> {
  if (staffIds.length === 0) return new Map();
  const rows = await db
    .select({ staffId: staffRecoveryCodes.staffId, n: count() })
    .from(staffRecoveryCodes)
    .where(and(inArray(staffRecoveryCodes.staffId, staffIds), isNull(staffRecoveryCodes.usedAt)))
    .groupBy(staffRecoveryCodes.staffId);
  return new Map(rows.map((r) => [r.staffId, Number(r.n)]));
}

/** Staff members as the API shows them, with their second factor's state. */
export async function describeStaff(
  db: Db,
  tenantId: string,
  rows: StaffRow[],
): Promise<StaffMember[]> {
  const [left, policy] = await Promise.all([
    codesLeft(
      db,
      rows.map((r) => r.id),
    ),
    staffPolicy(db, tenantId),
  ]);
  return rows.map((row) => ({
    ...toStaffMember(row),
    recovery_codes_left: row.totpSecret ? (left.get(row.id) ?? 0) : 0,
    must_enrol_two_step: policy.require_two_step && row.totpSecret === null,
  }));
}

export async function describeOne(db: Db, row: StaffRow): Promise<StaffMember> {
  const [one] = await describeStaff(db, row.tenantId, [row]);
  return one!;
}
