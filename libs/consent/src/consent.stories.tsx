import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { ConsentBanner } from './consent-banner';
import { clearConsentCookies } from './consent-cookies';
import { ConsentModal } from './consent-modal';
import { consentStore } from './consent-store';
import { SEED_LIKE_CATEGORIES } from './test-categories';

/** The banner and the settings dialog (the site mounts both through `<ConsentRoot>`). */
function Consent({ locale }: { locale: string }) {
  return (
    <>
      <p>Page content behind the banner.</p>
      <ConsentBanner categories={SEED_LIKE_CATEGORIES} policyHref="#cookies" />
      <ConsentModal categories={SEED_LIKE_CATEGORIES} locale={locale} />
    </>
  );
}

const meta = {
  title: 'Consent/Cookie consent',
  component: Consent,
  args: { locale: 'en' },
  beforeEach: () => {
    clearConsentCookies();
    consentStore.setState({
      hydrated: true,
      status: 'unanswered',
      enabled: ['necessary'],
      settingsOpen: false,
    });
    return clearConsentCookies;
  },
} satisfies Meta<typeof Consent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Banner: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('region', { name: 'We use cookies' });
    await expect(within(banner).getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect(within(banner).getByRole('button', { name: 'Accept all' })).toBeVisible();
  },
};

export const BannerOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};

export const BannerInCzech: Story = {
  args: { locale: 'cz' },
  globals: { language: 'cz' },
};

export const Settings: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Settings' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cookie settings' });
    const necessary = within(dialog).getByRole('switch', { name: 'Necessary' });
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAttribute('aria-checked', 'true');
    await expect(within(dialog).getByRole('switch', { name: 'Functional' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const statistics = within(dialog).getByRole('switch', { name: 'Statistics' });
    await userEvent.click(statistics);
    await expect(statistics).toHaveAttribute('aria-checked', 'true');
  },
};

export const SettingsInGerman: Story = {
  args: { locale: 'de' },
  globals: { language: 'de' },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Einstellungen' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    await expect(within(dialog).getByRole('switch', { name: 'Statistik' })).toBeVisible();
  },
};
