import type { Locale } from '@atrium/domain/locales';

/** E-mail texts per language (a member reads them, so they are localised; errors stay English). */
export type MailKind =
  'verify-email' | 'reset-password' | 'already-registered' | 'newsletter-welcome';

interface MailText {
  subject: (mall: string) => string;
  body: (p: { name: string; mall: string; link: string }) => string;
}

const T: Record<MailKind, Record<Locale, MailText>> = {
  'verify-email': {
    en: {
      subject: (m) => `Confirm your e-mail for ${m}`,
      body: ({ name, mall, link }) =>
        `Hello ${name},\n\nplease confirm your e-mail address to finish your ${mall} registration:\n${link}\n\nThe link is valid for 48 hours. If you did not register, ignore this e-mail.`,
    },
    cz: {
      subject: (m) => `Potvrďte svůj e-mail pro ${m}`,
      body: ({ name, mall, link }) =>
        `Dobrý den, ${name},\n\npro dokončení registrace v ${mall} potvrďte svou e-mailovou adresu:\n${link}\n\nOdkaz platí 48 hodin. Pokud jste se neregistrovali, tento e-mail ignorujte.`,
    },
    sk: {
      subject: (m) => `Potvrďte svoj e-mail pre ${m}`,
      body: ({ name, mall, link }) =>
        `Dobrý deň, ${name},\n\nna dokončenie registrácie v ${mall} potvrďte svoju e-mailovú adresu:\n${link}\n\nOdkaz platí 48 hodín. Ak ste sa neregistrovali, tento e-mail ignorujte.`,
    },
    de: {
      subject: (m) => `Bestätigen Sie Ihre E-Mail für ${m}`,
      body: ({ name, mall, link }) =>
        `Hallo ${name},\n\nbitte bestätigen Sie Ihre E-Mail-Adresse, um die Registrierung bei ${mall} abzuschließen:\n${link}\n\nDer Link ist 48 Stunden gültig. Wenn Sie sich nicht registriert haben, ignorieren Sie diese E-Mail.`,
    },
  },
  'reset-password': {
    en: {
      subject: (m) => `Set a new password for ${m}`,
      body: ({ name, link }) =>
        `Hello ${name},\n\nuse this link to set a new password or to log in without one:\n${link}\n\nThe link is valid for 60 minutes and works once. If you did not ask for it, ignore this e-mail.`,
    },
    cz: {
      subject: (m) => `Nastavení nového hesla pro ${m}`,
      body: ({ name, link }) =>
        `Dobrý den, ${name},\n\ntímto odkazem si nastavíte nové heslo nebo se přihlásíte bez něj:\n${link}\n\nOdkaz platí 60 minut a lze ho použít jednou. Pokud jste o něj nežádali, e-mail ignorujte.`,
    },
    sk: {
      subject: (m) => `Nastavenie nového hesla pre ${m}`,
      body: ({ name, link }) =>
        `Dobrý deň, ${name},\n\ntýmto odkazom si nastavíte nové heslo alebo sa prihlásite bez neho:\n${link}\n\nOdkaz platí 60 minút a dá sa použiť raz. Ak ste oň nežiadali, e-mail ignorujte.`,
    },
    de: {
      subject: (m) => `Neues Passwort für ${m}`,
      body: ({ name, link }) =>
        `Hallo ${name},\n\nmit diesem Link setzen Sie ein neues Passwort oder melden sich ohne an:\n${link}\n\nDer Link ist 60 Minuten gültig und funktioniert einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail.`,
    },
  },
  'already-registered': {
    en: {
      subject: (m) => `Your ${m} account`,
      body: ({ name, link }) =>
        `Hello ${name},\n\nsomeone tried to register with this e-mail, which already has an account. If it was you, log in or set a new password:\n${link}`,
    },
    cz: {
      subject: (m) => `Váš účet ${m}`,
      body: ({ name, link }) =>
        `Dobrý den, ${name},\n\nněkdo se pokusil zaregistrovat s tímto e-mailem, který už účet má. Pokud jste to byli vy, přihlaste se nebo si nastavte nové heslo:\n${link}`,
    },
    sk: {
      subject: (m) => `Váš účet ${m}`,
      body: ({ name, link }) =>
        `Dobrý deň, ${name},\n\nniekto sa pokúsil zaregistrovať s týmto e-mailom, ktorý už účet má. Ak ste to boli vy, prihláste sa alebo si nastavte nové heslo:\n${link}`,
    },
    de: {
      subject: (m) => `Ihr ${m}-Konto`,
      body: ({ name, link }) =>
        `Hallo ${name},\n\njemand hat versucht, sich mit dieser E-Mail zu registrieren, die bereits ein Konto hat. Wenn Sie es waren, melden Sie sich an oder setzen Sie ein neues Passwort:\n${link}`,
    },
  },
  'newsletter-welcome': {
    en: {
      subject: (m) => `Welcome to the ${m} newsletter`,
      body: ({ mall, link }) =>
        `Thank you for subscribing to the ${mall} newsletter.\n\nUnsubscribe any time:\n${link}`,
    },
    cz: {
      subject: (m) => `Vítejte v newsletteru ${m}`,
      body: ({ mall, link }) =>
        `Děkujeme za přihlášení k newsletteru ${mall}.\n\nOdhlásit se můžete kdykoli:\n${link}`,
    },
    sk: {
      subject: (m) => `Vitajte v newsletteri ${m}`,
      body: ({ mall, link }) =>
        `Ďakujeme za prihlásenie k newslettru ${mall}.\n\nOdhlásiť sa môžete kedykoľvek:\n${link}`,
    },
    de: {
      subject: (m) => `Willkommen beim ${m}-Newsletter`,
      body: ({ mall, link }) =>
        `Danke für Ihre Anmeldung zum ${mall}-Newsletter.\n\nAbmelden können Sie sich jederzeit:\n${link}`,
    },
  },
};

export function renderMail(
  kind: MailKind,
  locale: Locale,
  p: { name: string; mall: string; link: string },
): { subject: string; text: string; html: string } {
  const t = T[kind][locale];
  const text = t.body(p);
  const html = `<!doctype html><html lang="${locale === 'cz' ? 'cs' : locale}"><body style="font-family:sans-serif">${text
    .split('\n')
    .map((line) =>
      line === p.link
        ? `<p><a href="${escapeHtml(p.link)}">${escapeHtml(p.link)}</a></p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('')}</body></html>`;
  return { subject: t.subject(p.mall), text, html };
}

function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
