import type { StaffMember } from '@atrium/domain/contract/staff';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

/**
 * The signed-in staff member: the bearer token (`ast_…`) and who it is, kept in localStorage so a
 * reload stays signed in until the API ends the session (12 h unused, 7 days at most). A 401 from
 * any call clears it (api.ts) and the router sends the page to sign-in.
 */
export type SessionState = {
  token: string | null;
  staff: StaffMember | null;
  signIn: (token: string, staff: StaffMember) => void;
  setStaff: (staff: StaffMember) => void;
  clear: () => void;
};

export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      staff: null,
      signIn: (token, staff) => set({ token, staff }),
      setStaff: (staff) => set({ staff }),
      clear: () => set({ token: null, staff: null }),
    }),
    { name: 'atrium-console-session' },
  ),
);
