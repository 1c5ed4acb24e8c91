import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { LONG_TITLE, picture } from '../lib/story-fixtures';
import { BadgeGrid } from './badge-grid';

const badges = [
  {
    id: 1,
    name: 'First receipt',
    description: 'Upload your first receipt.',
    image: picture('1st', '#1f4b99', '#00857c', [1, 1]),
    earnedAt: '3 October 2026',
  },
  {
    id: 2,
    name: 'Regular',
    description: 'Shop in 5 different months.',
    earnedAt: '12 November 2026',
  },
  { id: 3, name: 'Explorer', description: 'Shop in 10 different stores.' },
  {
    id: 4,
    name: 'Big spender',
    description: 'Spend 10,000 CZK in a month.',
    image: picture('€', '#6b2c91', '#e4572e', [1, 1]),
  },
];

const meta = {
  title: 'Loyalty/BadgeGrid',
  component: BadgeGrid,
  args: { badges },
} satisfies Meta<typeof BadgeGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(within(items[0]!).getByText('Earned 3 October 2026')).toBeVisible();
    await expect(within(items[2]!).getByText('Locked')).toBeVisible();
    await expect(items[3]).toHaveAttribute('data-earned', 'false');
  },
};
export const Empty: Story = {
  args: { badges: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No awards yet.')).toBeVisible();
  },
};
export const LongText: Story = {
  args: { badges: [{ ...badges[0]!, name: LONG_TITLE, description: LONG_TITLE }] },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
