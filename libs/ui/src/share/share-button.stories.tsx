import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { ShareButton } from './share-button';

const meta = {
  title: 'Actions/ShareButton',
  component: ShareButton,
  args: {
    url: 'http://localhost:4200/en/events/4/fashion-show',
    title: 'Fashion show',
    onShared: fn(),
  },
} satisfies Meta<typeof ShareButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    // Headless Chromium has no share sheet: the link is copied, or shown to copy by hand.
    await waitFor(() => expect(args.onShared).toHaveBeenCalled());
    const outcome = (args.onShared as ReturnType<typeof fn>).mock.calls[0]![0];
    const status = canvas.getByRole('status');
    if (outcome === 'copied') {
      await expect(status).toHaveTextContent('Link copied');
      await expect(await navigator.clipboard.readText()).toBe(args.url);
    } else if (outcome === 'manual') {
      await expect(canvas.getByLabelText('Copy this link:')).toHaveValue(args.url);
    } else {
      await expect(outcome).toBe('shared');
    }
  },
};
export const CustomLabel: Story = { args: { children: 'Share with friends', variant: 'ghost' } };
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
