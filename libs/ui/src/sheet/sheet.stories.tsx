import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { MobileMenuTrigger, NavList } from '../header/header';
import { Sheet, SheetContent, SheetTrigger, type SheetSide } from './sheet';

const items = [
  { key: 'shops', label: 'Shops and services', href: '#shops', active: true },
  { key: 'offers', label: 'Offers', href: '#offers' },
  { key: 'events', label: 'Events', href: '#events' },
  { key: 'hours', label: 'Opening hours', href: '#hours' },
];

function MobileMenu({ side = 'right', defaultOpen }: { side?: SheetSide; defaultOpen?: boolean }) {
  return (
    <Sheet defaultOpen={defaultOpen}>
      <SheetTrigger asChild>
        <MobileMenuTrigger />
      </SheetTrigger>
      <SheetContent side={side} title="Menu">
        <NavList items={items} orientation="vertical" />
      </SheetContent>
    </Sheet>
  );
}

const meta = {
  title: 'Overlays/Sheet',
  component: SheetContent,
  globals: { viewport: { value: 'phone', isRotated: false } },
} satisfies Meta<typeof SheetContent>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MobileMenuRight: Story = {
  args: { title: 'Menu' },
  render: () => <MobileMenu />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(sheet).toHaveAttribute('data-side', 'right');
    await expect(screen.getByRole('link', { name: 'Shops and services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const Left: Story = {
  args: { title: 'Menu' },
  render: () => <MobileMenu side="left" defaultOpen />,
};
export const Bottom: Story = {
  args: { title: 'Menu' },
  render: () => <MobileMenu side="bottom" defaultOpen />,
};
export const Slovak: Story = {
  args: { title: 'Menu' },
  globals: { language: 'sk' },
  render: () => <MobileMenu defaultOpen />,
};
