import { activateLocale } from '@atrium/i18n/i18n';
import { LocaleProvider } from '@atrium/i18n/provider';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { TAG_MANAGER_ORIGIN } from './analytics';
import { clearConsentCookies, readConsentCookie, writeConsentCookies } from './consent-cookies';
import { ConsentRoot } from './consent-root';
import { ConsentSettingsButton } from './consent-settings-button';
import { consentStore } from './consent-store';
import { consentPrepaintScript } from './prepaint';
import { SEED_LIKE_CATEGORIES } from './test-categories';

const ANALYTICS = { gtmId: 'GTM-TEST1', metaId: '123456789' };

/** Waits for the answers given so far to be applied (apply-consent is loaded when first used). */
async function applied(): Promise<void> {
  await act(() => import('./apply-consent').then(() => undefined));
}

function scriptSources(): string[] {
  return [...document.querySelectorAll('script')].map((script) => script.src);
}

function renderConsent(locale: string, reloads: string[]) {
  return render(
    <LocaleProvider>
      <ConsentRoot
        categories={SEED_LIKE_CATEGORIES}
        locale={locale}
        analytics={ANALYTICS}
        policyHref={`/${locale}/cookies`}
        onReloadNeeded={() => reloads.push('reload')}
      />
      <footer>
        <ConsentSettingsButton />
      </footer>
    </LocaleProvider>,
  );
}

// The settings dialog and the answer's effects are chunks the root loads when first needed:
// loaded once here, so their first transform (seconds on a busy machine) is not inside a
// `findBy…` wait.
beforeAll(async () => {
  await Promise.all([import('./consent-modal'), import('./apply-consent')]);
});

beforeEach(() => {
  consentStore.setState({
    hydrated: false,
    status: 'unanswered',
    enabled: ['necessary'],
    settingsOpen: false,
    settingsWanted: false,
  });
});

afterEach(() => {
  cleanup();
  clearConsentCookies();
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('ConsentRoot', () => {
  it('asks first, loads analytics on accept all, and withdrawing statistics asks for a reload', async () => {
    await activateLocale('en');
    const reloads: string[] = [];
    renderConsent('en', reloads);

    const banner = screen.getByRole('region', { name: 'We use cookies' });
    expect(within(banner).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe(
      '/en/cookies',
    );
    expect(scriptSources()).toEqual([]);

    fireEvent.click(within(banner).getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await applied();
    expect(scriptSources()).toContain(`${TAG_MANAGER_ORIGIN}/gtm.js?id=GTM-TEST1`);
    expect(readConsentCookie()?.status).toBe('accepted_all');

    const footerButton = screen.getByRole('button', { name: 'Cookie settings' });
    footerButton.focus();
    fireEvent.click(footerButton);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    expect(necessary.getAttribute('aria-checked')).toBe('true');
    expect(necessary.hasAttribute('disabled')).toBe(true);
    const statistics = within(dialog).getByRole('switch', { name: 'Statistics' });
    expect(statistics.getAttribute('aria-checked')).toBe('true');

    fireEvent.click(statistics);
    expect(statistics.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept selected' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(footerButton));
    expect(readConsentCookie()).toEqual({
      status: 'accepted_selected',
      categories: ['necessary', 'functional', 'marketing'],
    });
    await applied();
    expect(scriptSources()).toEqual(['https://ads.example.net/tag.js']);
    expect(reloads).toEqual(['reload']);
  });

  it('preselects functional only, and decline keeps necessary only', async () => {
    await activateLocale('en');
    renderConsent('en', []);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const state = (name: string) =>
      within(dialog).getByRole('switch', { name }).getAttribute('aria-checked');
    expect(['Necessary', 'Functional', 'Statistics', 'Marketing'].map(state)).toEqual([
      'true',
      'true',
      'false',
      'false',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(readConsentCookie()).toEqual({ status: 'declined', categories: ['necessary'] });
    expect(screen.queryByRole('region', { name: 'We use cookies' })).toBeNull();
    await applied();
    expect(scriptSources()).toEqual([]);
  });

  it('starts each opening of the settings from the answer, not from unsaved switches', async () => {
    await activateLocale('en');
    renderConsent('en', []);
    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    const statistics = () => within(dialog).getByRole('switch', { name: 'Statistics' });
    fireEvent.click(statistics());
    expect(statistics().getAttribute('aria-checked')).toBe('true');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Settings' }));
    const reopened = await screen.findByRole('dialog', { name: 'Cookie settings' });
    expect(
      within(reopened).getByRole('switch', { name: 'Statistics' }).getAttribute('aria-checked'),
    ).toBe('false');
  });

  it('speaks the page language, with tenant texts keyed cz', async () => {
    await act(() => activateLocale('cz'));
    renderConsent('cz', []);
    expect(screen.getByRole('region', { name: 'Používáme cookies' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nastavení' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nastavení cookies' });
    expect(within(dialog).getByRole('switch', { name: 'Statistické' })).toBeTruthy();
    expect(within(dialog).getByText('Potřebné pro fungování webu.')).toBeTruthy();
  });

  it('is in the server HTML, marked as not yet hydrated, so it paints with the page', async () => {
    await activateLocale('en');
    const html = renderToString(
      <LocaleProvider>
        <ConsentRoot categories={SEED_LIKE_CATEGORIES} locale="en" analytics={ANALYTICS} />
      </LocaleProvider>,
    );
    expect(html).toMatch(/<section[^>]*data-testid="cookie-banner"[^>]*data-before-hydration=""/);
    expect(html).toContain('We use cookies');
  });

  it('lets the server banner show only to a visitor who has not answered (prepaint script)', () => {
    const prepaint = () => new Function(consentPrepaintScript)();
    prepaint();
    expect(document.documentElement.dataset.consent).toBe('ask');
    writeConsentCookies({ status: 'declined', categories: ['necessary'] }, ['cookie_consent']);
    prepaint();
    expect(document.documentElement.dataset.consent).toBe('answered');
  });

  it('drops the marker once the answer is read', async () => {
    await activateLocale('en');
    renderConsent('en', []);
    const banner = screen.getByRole('region', { name: 'We use cookies' });
    expect(banner.hasAttribute('data-before-hydration')).toBe(false);
  });
});
