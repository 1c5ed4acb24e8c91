import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OfferPrice, Points, Price } from './price';

const meta = {
  title: 'Display/Price',
  component: Price,
  args: { amount: { decimal: '1299.90' } },
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent?.replace(/\s/g, ' ')).toMatch(/1,299\.90/);
  },
};

export const WithOriginalPrice: Story = {
  args: { amount: { minor: 49900 }, originalAmount: { minor: 79900 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Original price', { exact: false })).toBeInTheDocument();
  },
};

export const Czech: Story = {
  args: { amount: { decimal: '1299.90' } },
  globals: { language: 'cz' },
};

/** An offer's stored amounts: the original is struck through only when it is the higher one. */
export const OfferPrices: Story = {
  render: () => (
    <div className="stack">
      <OfferPrice discounted={49900} original={79900} />
      <OfferPrice discounted={null} original={79900} />
      <OfferPrice discounted={79900} original={49900} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('s')).toHaveLength(1);
  },
};

export const PointsAmounts: Story = {
  render: () => (
    <div className="stack">
      <Points value={1} />
      <Points value={3} />
      <Points value={1500} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 point')).toBeInTheDocument();
    await expect(canvas.getByText('3 points')).toBeInTheDocument();
  },
};

export const PointsSlovak: Story = {
  ...PointsAmounts,
  globals: { language: 'sk' },
  play: undefined,
};
