import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Button, buttonClassName, buttonSizes, buttonVariants } from './button';
import { LinkButton } from './link-button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Show all shops', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show all shops' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="stack">
      {buttonVariants.map((variant) => (
        <div key={variant} className="cluster">
          {buttonSizes
            .filter((s) => s !== 'icon')
            .map((size) => (
              <Button key={size} {...args} variant={variant} size={size}>
                {variant} {size}
              </Button>
            ))}
          <Button {...args} variant={variant} disabled>
            {variant} disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Sending receipt' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending receipt' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    block: true,
    children: 'Aktivovat odměnu a zobrazit QR kód u pokladny v obchodě',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** A (router) link that looks like a button: the link with `buttonClassName`. */
export const LinkStyledAsButton: Story = {
  render: (args) => (
    <a href="#shops" onClick={args.onClick} className={buttonClassName({ variant: 'outline' })}>
      Shops and services
    </a>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Shops and services' });
    await expect(link).toHaveAttribute('href', '#shops');
    await expect(link.className).toMatch(/outline/);
  },
};

export const ExternalLinkButton: Story = {
  render: () => (
    <LinkButton href="https://example.com/app" external variant="secondary">
      Get the mobile app
    </LinkButton>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get the mobile app' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const TenantGalerieHarfa: Story = { ...AllVariants, globals: { tenant: 'galerieharfa' } };
export const TenantNovoPlaza: Story = { ...AllVariants, globals: { tenant: 'novoplaza' } };
export const TenantEuropaSC: Story = { ...AllVariants, globals: { tenant: 'europasc' } };
export const TenantPresentation: Story = { ...AllVariants, globals: { tenant: 'presentation' } };
