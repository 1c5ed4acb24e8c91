import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';

import { Button } from '../button/button';
import { Sheet, SheetContent, SheetTrigger } from '../sheet/sheet';
import { HeaderBar, Logo, MobileMenuTrigger, NavList, OverHeader, headerStyles } from './header';
import { LanguageSwitcher } from './language-menu';

const nav = [
  { key: 'shops', label: 'Shops and services', href: '/en/shops-services', active: true },
  { key: 'offers', label: 'Offers', href: '/en/offers/1' },
  { key: 'events', label: 'News and events', href: '/en/news-events' },
  { key: 'hours', label: 'Opening hours', href: '/en/opening-hours' },
  { key: 'eshop', label: 'E-shop', href: 'https://shop.example.com', external: true },
];

const languages = [
  { code: 'en', label: 'English', href: '/en', tag: 'en' },
  { code: 'cz', label: 'Čeština', href: '/cz', tag: 'cs' },
  { code: 'sk', label: 'Slovenčina', href: '/sk', tag: 'sk' },
  { code: 'de', label: 'Deutsch', href: '/de', tag: 'de' },
];

function SiteHeader({
  onSelect,
  current = 'en',
}: {
  onSelect?: (code: string) => void;
  current?: string;
}) {
  return (
    <>
      <OverHeader>
        <span>Open today 9:00–21:00</span>
        <a href="/en/parking">Parking: 312 free</a>
      </OverHeader>
      <HeaderBar>
        <Logo href="/en" name="Atrium Beta" />
        <NavList items={nav} className={headerStyles.desktopOnly} />
        <div className="cluster" style={{ marginLeft: 'auto' }}>
          <LanguageSwitcher languages={languages} current={current} onSelect={onSelect} />
          <Button size="sm" className={headerStyles.headerButton}>
            Log in
          </Button>
          <Sheet>
            <SheetTrigger asChild>
              <MobileMenuTrigger className={headerStyles.mobileOnly} />
            </SheetTrigger>
            <SheetContent title="Atrium Beta">
              <NavList items={nav} orientation="vertical" />
            </SheetContent>
          </Sheet>
        </div>
      </HeaderBar>
    </>
  );
}

const meta = {
  title: 'Layout/Header',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof HeaderBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  render: (_args, { globals }) => <SiteHeader current={String(globals['language'] ?? 'en')} />,
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => <SiteHeader />,
  play: async ({ canvas }) => {
    // At 360 px the nav moves into the sheet behind the menu button.
    await expect(window.innerWidth).toBe(360);
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
  },
};

export const LanguageSwitching: Story = {
  render: () => <SiteHeader onSelect={onSelect} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Language: EN' }));
    const item = await screen.findByRole('menuitem', { name: 'Čeština' });
    await expect(item).toHaveAttribute('href', '/cz');
    await expect(screen.getByRole('menuitem', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
const onSelect = fn();

export const NavListOnly: Story = {
  render: () => <NavList items={nav} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Shops and services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const external = canvas.getByRole('link', { name: 'E-shop' });
    await expect(external).toHaveAttribute('target', '_blank');
  },
};

export const MobileMenuTriggerLabels: Story = {
  render: () => (
    <div className="cluster">
      <MobileMenuTrigger />
      <MobileMenuTrigger open />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toBeInTheDocument();
  },
};

export const Czech: Story = {
  globals: { language: 'cz' },
  render: () => <SiteHeader current="cz" />,
};
export const German: Story = {
  globals: { language: 'de' },
  render: () => <SiteHeader current="de" />,
};

// Every tenant's header colours go through axe's contrast check.
export const TenantGalerieHarfa: Story = {
  globals: { tenant: 'galerieharfa' },
  render: () => <SiteHeader />,
};
export const TenantNovoPlaza: Story = {
  globals: { tenant: 'novoplaza' },
  render: () => <SiteHeader />,
};
export const TenantEuropaSC: Story = {
  globals: { tenant: 'europasc' },
  render: () => <SiteHeader />,
};
export const TenantPresentation: Story = {
  globals: { tenant: 'presentation' },
  render: () => <SiteHeader />,
};
