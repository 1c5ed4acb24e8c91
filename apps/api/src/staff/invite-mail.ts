import { isLocale, type Locale } from '@atrium/domain/locales';

/** Where the invitation link opens the staff console (issue 21 item 2) on the mall's site. */
export const STAFF_INVITE_PATH = '/console/accept-invite';

const TEXTS: Record<Locale, { subject: (mall: string) => string; body: (p: Params) => string }> = {
  en: {
    subject: (m) => `You are invited to the ${m} staff console`,
    body: ({ mall, role, link, inviter }) =>
      `Hello,\n\n${inviter} invites you to the staff console of ${mall} as ${role}. Open this link to choose your password:\n${link}\n\nThe link is valid for 7 days and works once. If you did not expect it, ignore this e-mail.`,
  },
  cz: {
    subject: (m) => `Pozvánka do administrace ${m}`,
    body: ({ mall, role, link, inviter }) =>
      `Dobrý den,\n\n${inviter} vás zve do administrace ${mall} v roli ${role}. Na tomto odkazu si zvolíte heslo:\n${link}\n\nOdkaz platí 7 dní a funguje jednou. Pokud jste pozvánku nečekali, e-mail ignorujte.`,
  },
  sk: {
    subject: (m) => `Pozvánka do administrácie ${m}`,
    body: ({ mall, role, link, inviter }) =>
      `Dobrý deň,\n\n${inviter} vás pozýva do administrácie ${mall} v role ${role}. Na tomto odkaze si zvolíte heslo:\n${link}\n\nOdkaz platí 7 dní a funguje raz. Ak ste pozvánku nečakali, e-mail ignorujte.`,
  },
  de: {
    subject: (m) => `Einladung zur Verwaltung von ${m}`,
    body: ({ mall, role, link, inviter }) =>
      `Hallo,\n\n${inviter} lädt Sie als ${role} in die Verwaltung von ${mall} ein. Wählen Sie unter diesem Link Ihr Passwort:\n${link}\n\nDer Link ist 7 Tage gültig und funktioniert einmal. Wenn Sie die Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.`,
  },
};

interface Params {
  mall: string;
  role: string;
  link: string;
  inviter: string;
}

/** The invitation e-mail in the mall's default language (plain text; the link on its own line). */
export function renderInviteMail(locale: string, p: Params): { subject: string; text: string } {
  const t = TEXTS[isLocale(locale) ? locale : 'en'];
  return { subject: t.subject(p.mall), text: t.body(p) };
}
