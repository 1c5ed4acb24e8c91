import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { DateRange } from './date-range';

const meta = {
  title: 'Display/DateRange',
  component: DateRange,
  args: { start: '2026-03-12T09:00:00+01:00', end: '2026-04-02T18:00:00+02:00' },
} satisfies Meta<typeof DateRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SameYear: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12 March – 2 April 2026');
    await expect(canvasElement.querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-03-12T08:00:00.000Z',
    );
  },
};

export const SameDayWithTimes: Story = {
  args: {
    start: '2026-03-12T10:00:00+01:00',
    end: '2026-03-12T18:30:00+01:00',
    options: { withTimes: true },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('12 March 2026, 10:00–18:30');
  },
};

export const AcrossYears: Story = { args: { start: '2026-12-20', end: '2027-01-06' } };
export const Czech: Story = { globals: { language: 'cz' } };
export const German: Story = { globals: { language: 'de' } };
export const Preformatted: Story = { render: () => <DateRange text="Every weekend in December" /> };
