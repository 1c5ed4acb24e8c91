import { isLocale, type Locale } from '@atrium/domain/locales';

/** Where the e-mailed link opens the staff console's "choose a new password" page. */
export const STAFF_RESET_PATH = '/console/reset-password';

/** How long the link works. */
export const STAFF_RESET_TTL_MS = 60 * 60 * 1000;

interface Params {
  mall: string;
  link: string;
}

const TEXTS: Record<Locale, { subject: (mall: string) => string; body: (p: Params) => string }> = {
  en: {
    subject: (m) => `A new password for the ${m} staff console`,
    body: ({ mall, link }) =>
      `Hello,\n\nsomeone asked for a new password for your account in the staff console of ${mall}. Open this link to choose one:\n${link}\n\nThe link is valid for one hour and works once. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
  },
  cz: {
    subject: (m) => `Nové heslo do administrace ${m}`,
    body: ({ mall, link }) =>
      `Dobrý den,\n\nněkdo požádal o nové heslo k vašemu účtu v administraci ${mall}. Na tomto odkazu si ho zvolíte:\n${link}\n\nOdkaz platí hodinu a funguje jednou. Pokud jste o něj nežádali, e-mail ignorujte: vaše heslo zůstává beze změny.`,
  },
  sk: {
    subject: (m) => `Nové heslo do administrácie ${m}`,
    body: ({ mall, link }) =>
      `Dobrý deň,\n\nniekto požiadal o nové heslo k vášmu účtu v administrácii ${mall}. Na tomto odkaze si ho zvolíte:\n${link}\n\nOdkaz platí hodinu a funguje raz. Ak ste oň nežiadali, e-mail ignorujte: vaše heslo zostáva bez zmeny.`,
  },
  de: {
    subject: (m) => `Ein neues Passwort für die Verwaltung von ${m}`,
    body: ({ mall, link }) =>
      `Hallo,\n\njemand hat ein neues Passwort für Ihr Konto in der Verwaltung von ${mall} angefordert. Unter diesem Link wählen Sie es:\n${link}\n\nDer Link ist eine Stunde gültig und funktioniert einmal. Wenn Sie es nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.`,
  },
};

/** The reset e-mail in the mall's default language (plain text; the link on its own line). */
export function renderResetMail(locale: string, p: Params): { subject: string; text: string } {
  const t = TEXTS[isLocale(locale) ? locale : 'en'];
  return { subject: t.subject(p.mall), text: t.body(p) };
}
