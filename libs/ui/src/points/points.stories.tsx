import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { PointsBalance, TierProgress } from './points-balance';
import { PointsChart, sparklinePath } from './points-chart';

const history = [
  { date: '2026-09-01', balance: 120 },
  { date: '2026-09-15', balance: 340 },
  { date: '2026-10-02', balance: 290 },
  { date: '2026-10-20', balance: 610 },
  { date: '2026-11-05', balance: 540 },
  { date: '2026-11-21', balance: 1250 },
];

const meta = {
  title: 'Loyalty/Points',
  decorators: [(Story) => <div style={{ maxWidth: 420, display: 'grid', gap: 16 }}>{Story()}</div>],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const all = (
  <>
    <PointsBalance
      points={1250}
      pendingPoints={80}
      expiring={{ points: 120, date: '31 December 2026' }}
      tierName="Silver"
    />
    <TierProgress
      points={1250}
      current={{ name: 'Silver', minPoints: 1000 }}
      next={{ name: 'Gold', minPoints: 2000 }}
    />
    <PointsChart points={history} />
  </>
);

export const Default: Story = {
  render: () => all,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Points balance' })).toHaveTextContent(
      '1,250 points',
    );
    await expect(canvas.getByText('80 points waiting for approval')).toBeVisible();
    await expect(canvas.getByText('120 points expire on 31 December 2026')).toBeVisible();
    const bar = canvas.getByRole('progressbar', { name: 'Progress to Gold' });
    await expect(bar).toHaveAttribute('aria-valuenow', '25');
    await expect(canvas.getByText('750 more points to Gold')).toBeVisible();
    // The chart's numbers are a table for screen readers.
    const table = canvas.getByRole('table', { name: 'Points over time' });
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
    await expect(sparklinePath([0, 10], 100, 20)).toBe('2.0,18.0 98.0,2.0');
  },
};
export const TopTier: Story = {
  render: () => <TierProgress points={5400} current={{ name: 'Gold', minPoints: 2000 }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have reached the top tier: Gold')).toBeVisible();
  },
};
export const OnePoint: Story = {
  render: () => (
    <>
      <PointsBalance points={1} />
      <TierProgress
        points={1999}
        current={{ name: 'Silver', minPoints: 1000 }}
        next={{ name: 'Gold', minPoints: 2000 }}
      />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 more point to Gold')).toBeVisible();
  },
};
export const Empty: Story = {
  render: () => (
    <>
      <PointsBalance points={0} />
      <PointsChart points={[]} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Not enough history for a chart yet.')).toBeVisible();
  },
};
export const BeforeTheFirstTier: Story = {
  render: () => <TierProgress points={150} next={{ name: 'Silver', minPoints: 1000 }} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Progress to Silver' });
    await expect(bar).toHaveAttribute('aria-valuenow', '15');
    await expect(canvas.getByText('850 more points to Silver')).toBeVisible();
  },
};
export const Loading: Story = { render: () => <PointsBalance points={0} loading /> };
export const LongTierNames: Story = {
  render: () => (
    <TierProgress
      points={1500}
      current={{ name: 'Platinum Privilege Club Member', minPoints: 1000 }}
      next={{ name: 'Diamond Ultimate Elite Club Member', minPoints: 2000 }}
    />
  ),
};
export const Czech: Story = { render: () => all, globals: { language: 'cz' } };
export const Slovak: Story = { render: () => all, globals: { language: 'sk' } };
export const German: Story = { render: () => all, globals: { language: 'de' } };
export const Phone: Story = {
  render: () => all,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
