import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { QrCode } from './qr-code';

const meta = {
  title: 'Display/QrCode',
  component: QrCode,
  args: { value: 'ATR-REWARD-7F3K-92QD', label: 'Reward code ATR-REWARD-7F3K-92QD' },
} satisfies Meta<typeof QrCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RewardCode: Story = {
  play: async ({ canvas }) => {
    const svg = canvas.getByRole('img', { name: 'Reward code ATR-REWARD-7F3K-92QD' });
    await expect(svg.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h\d+/);
  },
};

export const LongUrlHighCorrection: Story = {
  args: {
    value: 'https://atrium-beta.example/en/my-reward/4821?code=ATR-REWARD-7F3K-92QD&utm_source=app',
    errorCorrectionLevel: 'H',
    size: 280,
    label: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR code' })).toBeInTheDocument();
  },
};

export const Small: Story = { args: { size: 120 } };

export const DefaultLabelCzech: Story = {
  args: { label: undefined },
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'QR kód' })).toBeInTheDocument();
  },
};
