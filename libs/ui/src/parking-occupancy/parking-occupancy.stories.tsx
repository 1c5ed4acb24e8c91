import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { ParkingOccupancy, parkingLevel } from './parking-occupancy';

// GET /v1/options/parking: {capacity: 850, free: 340, …}
const meta = {
  title: 'Mall/ParkingOccupancy',
  component: ParkingOccupancy,
  args: { free: 340, capacity: 850, live: true, updatedAt: '10:42' },
} satisfies Meta<typeof ParkingOccupancy>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Parking' })).toHaveTextContent(
      '340 free of 850',
    );
    // The bar is the free share: 340 of 850.
    const meter = canvas.getByRole('meter', { name: 'Free spaces' });
    await expect(meter).toHaveAttribute('aria-valuenow', '40');
    await expect(meter).toHaveAttribute('aria-valuetext', '40% free');
    await expect(canvas.getByRole('status')).toHaveTextContent('Spaces available');
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(parkingLevel(50, 850)).toBe('few');
    await expect(parkingLevel(0, 850)).toBe('full');
  },
};

function LiveUpdates() {
  const [free, setFree] = useState(90);
  return (
    <>
      <ParkingOccupancy free={free} capacity={850} live />
      <button type="button" onClick={() => setFree((f) => Math.max(0, f - 45))}>
        Simulate cars arriving
      </button>
    </>
  );
}
export const LiveUpdate: Story = {
  render: () => <LiveUpdates />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Spaces available');
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate cars arriving' }));
    await expect(canvas.getByRole('region')).toHaveAttribute('data-level', 'few');
    await expect(canvas.getByRole('status')).toHaveTextContent('Only a few spaces left');
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate cars arriving' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Car park full');
  },
};
export const Full: Story = { args: { free: 0 } };
export const Offline: Story = { args: { live: false } };
export const Loading: Story = { args: { loading: true } };
export const LoadError: Story = {
  args: { error: 'Parking data is not available.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LargeNumbers: Story = { args: { free: 12500, capacity: 15000 } };
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
