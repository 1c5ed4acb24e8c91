import { isLocale, type Locale } from '@atrium/domain/locales';

/**
 * The e-mail a staff member gets when their second factor changes (docs/accounts.md "Two-step
 * sign-in"): whoever changed it, the person hears of it and can tell an owner if it was not them.
 */
export type TwoStepChange = 'enabled' | 'disabled' | 'codes' | 'reset';

type Texts = { subject: (mall: string) => string; body: Record<TwoStepChange, string> };

const TEXTS: Record<Locale, Texts> = {
  en: {
    subject: (m) => `Two-step sign-in changed in the ${m} staff console`,
    body: {
      enabled: 'Two-step sign-in was turned on for your account.',
      disabled: 'Two-step sign-in was turned off for your account.',
      codes: 'New recovery codes were made for your account; the old ones no longer work.',
      reset:
        "An owner reset your account's two-step sign-in; sign in with your password and set it up again.",
    },
  },
  cz: {
    subject: (m) => `Změna dvoufázového přihlášení do administrace ${m}`,
    body: {
      enabled: 'U vašeho účtu bylo zapnuto dvoufázové přihlášení.',
      disabled: 'U vašeho účtu bylo vypnuto dvoufázové přihlášení.',
      codes: 'K vašemu účtu byly vytvořeny nové záložní kódy; staré už neplatí.',
      reset:
        'Vlastník zrušil dvoufázové přihlášení vašeho účtu; přihlaste se heslem a nastavte ho znovu.',
    },
  },
  sk: {
    subject: (m) => `Zmena dvojfázového prihlásenia do administrácie ${m}`,
    body: {
      enabled: 'Pri vašom účte bolo zapnuté dvojfázové prihlásenie.',
      disabled: 'Pri vašom účte bolo vypnuté dvojfázové prihlásenie.',
      codes: 'K vášmu účtu boli vytvorené nové záložné kódy; staré už neplatia.',
      reset:
        'Vlastník zrušil dvojfázové prihlásenie vášho účtu; prihláste sa heslom a nastavte ho znova.',
    },
  },
  de: {
    subject: (m) => `Zwei-Schritt-Anmeldung in der Verwaltung von ${m} geändert`,
    body: {
      enabled: 'Für Ihr Konto wurde die Zwei-Schritt-Anmeldung eingeschaltet.',
      disabled: 'Für Ihr Konto wurde die Zwei-Schritt-Anmeldung ausgeschaltet.',
      codes:
        'Für Ihr Konto wurden neue Wiederherstellungscodes erstellt; die alten gelten nicht mehr.',
      reset:
        'Ein Inhaber hat die Zwei-Schritt-Anmeldung Ihres Kontos zurückgesetzt; melden Sie sich mit Ihrem Passwort an und richten Sie sie neu ein.',
    },
  },
};

const FOOTER: Record<Locale, (mall: string) => string> = {
  en: (m) => `If this was not you, tell an owner of ${m} at once.`,
  cz: (m) => `Pokud jste to nebyli vy, ihned to oznamte vlastníkovi administrace ${m}.`,
  sk: (m) => `Ak ste to neboli vy, ihneď to oznámte vlastníkovi administrácie ${m}.`,
  de: (m) => `Wenn Sie das nicht waren, sagen Sie es sofort einem Inhaber von ${m}.`,
};

const GREETING: Record<Locale, string> = {
  en: 'Hello,',
  cz: 'Dobrý den,',
  sk: 'Dobrý deň,',
  de: 'Hallo,',
};

/** The notice in the mall's default language (plain text). */
export function renderTwoStepMail(
  locale: string,
  change: TwoStepChange,
  mall: string,
): { subject: string; text: string } {
  const l: Locale = isLocale(locale) ? locale : 'en';
  const t = TEXTS[l];
  return {
    subject: t.subject(mall),
    text: `${GREETING[l]}\n\n${t.body[change]}\n\n${FOOTER[l](mall)}`,
  };
}
