import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import { enabledCookieIds, NECESSARY, type CookieConsentCategory } from './categories';
import {
  readConsentCookie,
  writeConsentCookies,
  type AnsweredStatus,
  type ConsentStatus,
} from './consent-cookies';

export type ConsentState = {
  /** False until the stored answer has been read (in an effect, never at module scope). */
  hydrated: boolean;
  status: ConsentStatus;
  /** Enabled category ids; always contains `necessary` once answered. */
  enabled: string[];
  /** The settings modal is open (from the banner or the footer). */
  settingsOpen: boolean;
  /** A pointer or focus has reached a button that opens the settings: the modal mounts, closed. */
  settingsWanted: boolean;
};

export type ConsentActions = {
  /** Reads the cookies; an answer stored earlier becomes the state. */
  hydrate: () => void;
  acceptAll: (categories: readonly CookieConsentCategory[]) => void;
  /** Necessary plus the given optional ids (unknown ids are dropped). */
  acceptSelected: (
    categories: readonly CookieConsentCategory[],
    selected: readonly string[],
  ) => void;
  /** Necessary only. */
  decline: (categories: readonly CookieConsentCategory[]) => void;
  openSettings: () => void;
  closeSettings: () => void;
  /** The visitor is about to open the settings (pointer over or focus on their button). */
  prepareSettings: () => void;
};

export type ConsentStore = ConsentState & ConsentActions;

const INITIAL: ConsentState = {
  hydrated: false,
  status: 'unanswered',
  enabled: [NECESSARY],
  settingsOpen: false,
  settingsWanted: false,
};

/** A consent store; the site uses the shared `consentStore`, tests make their own. */
export function createConsentStore() {
  return createStore<ConsentStore>()((set) => {
    const answer = (
      categories: readonly CookieConsentCategory[],
      status: AnsweredStatus,
      ids: readonly string[],
    ) => {
      const known = new Set(categories.map((category) => category.id));
      const enabled = [NECESSARY, ...ids.filter((id) => id !== NECESSARY && known.has(id))];
      writeConsentCookies({ status, categories: enabled }, enabledCookieIds(categories, enabled));
      set({ status, enabled, settingsOpen: false, hydrated: true });
    };
    return {
      ...INITIAL,
      hydrate: () => {
        const stored = readConsentCookie();
        if (!stored) return set({ hydrated: true });
        const enabled = [NECESSARY, ...stored.categories.filter((id) => id !== NECESSARY)];
        set({ hydrated: true, status: stored.status, enabled });
      },
      acceptAll: (categories) =>
        answer(
          categories,
          'accepted_all',
          categories.map((category) => category.id),
        ),
      acceptSelected: (categories, selected) => answer(categories, 'accepted_selected', selected),
      decline: (categories) => answer(categories, 'declined', []),
      openSettings: () => set({ settingsOpen: true }),
      closeSettings: () => set({ settingsOpen: false }),
      prepareSettings: () => set({ settingsWanted: true }),
    };
  });
}

/** The page's one consent store (creating it touches no browser API). */
export const consentStore = createConsentStore();

export function useConsent<T>(selector: (state: ConsentStore) => T): T {
  return useStore(consentStore, selector);
}

/** Whether a category is on now, e.g. `useCategoryConsent('functional')` before setting a cookie. */
export function useCategoryConsent(categoryId: string): boolean {
  return useConsent((state) => state.enabled.includes(categoryId));
}

/** A function that reopens the cookie settings (the footer's "Cookie settings" link). */
export function useOpenConsentSettings(): () => void {
  return useConsent((state) => state.openSettings);
}
