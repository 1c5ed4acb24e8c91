import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { RewardCodeCard } from './reward-code-card';

const meta = {
  title: 'Loyalty/RewardCodeCard',
  component: RewardCodeCard,
  args: {
    title: 'Free coffee',
    code: 'ATR-7K2M-9QXD',
    state: 'active',
    validity: '22 November – 31 December 2026',
    place: 'Café Aroma',
  },
} satisfies Meta<typeof RewardCodeCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    const qr = canvas.getByRole('img', { name: 'QR code of the reward' });
    await expect(qr).toHaveAttribute('data-value', 'ATR-7K2M-9QXD');
    await expect(canvas.getByText('ATR-7K2M-9QXD')).toBeVisible();
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Show this code at the checkout.')).toBeVisible();
  },
};
export const Used: Story = {
  args: { state: 'used', usedAt: '25 November 2026' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Used on 25 November 2026')).toBeVisible();
    await expect(canvas.queryByText('Show this code at the checkout.')).toBeNull();
  },
};
export const Expired: Story = { args: { state: 'expired' } };
export const Loading: Story = { args: { loading: true } };
export const LongText: Story = {
  args: { title: LONG_TITLE, place: LONG_TITLE, code: 'ATR-7K2M-9QXD-LONG-CODE-1234567890' },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
