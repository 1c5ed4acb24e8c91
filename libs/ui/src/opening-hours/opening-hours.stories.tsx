import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { OpeningHoursTable, type OpeningHoursRow } from './opening-hours';

const week: OpeningHoursRow[] = [
  { day: 'monday', ranges: [{ open: '9:00', close: '21:00' }] },
  { day: 'tuesday', ranges: [{ open: '9:00', close: '21:00' }] },
  { day: 'wednesday', ranges: [{ open: '9:00', close: '21:00' }] },
  { day: 'thursday', ranges: [{ open: '9:00', close: '21:00' }] },
  { day: 'friday', ranges: [{ open: '9:00', close: '22:00' }] },
  {
    day: 'saturday',
    ranges: [
      { open: '10:00', close: '14:00' },
      { open: '15:00', close: '20:00' },
    ],
  },
  { day: 'sunday', closed: true },
];

const meta = {
  title: 'Content/OpeningHoursTable',
  component: OpeningHoursTable,
  args: { rows: week, today: 'friday', caption: 'Shopping centre' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OpeningHoursTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Week: Story = {
  play: async ({ canvas }) => {
    const today = canvas.getByRole('row', { name: /Friday/ });
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveTextContent('Today');
    await expect(canvas.getByRole('row', { name: /Sunday/ })).toHaveTextContent('Closed');
  },
};

export const TodayClosed: Story = { args: { today: 'sunday' } };

export const HolidaysWithNotes: Story = {
  args: {
    caption: 'Christmas',
    today: undefined,
    rows: [
      { day: '24 Dec', ranges: [{ open: '8:00', close: '12:00' }], note: 'Christmas Eve' },
      { day: '25 Dec', closed: true, note: 'Christmas Day' },
      { day: '31 Dec', ranges: [{ open: '9:00', close: '16:00' }] },
    ],
  },
};

/** A car park open all day every day: "Open 24 hours" rather than 0:00–24:00. */
export const AllDay: Story = {
  args: {
    caption: 'Car park',
    rows: week.map(({ day }) => ({ day, ranges: [{ open: '0:00', close: '24:00' }] })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Monday/ })).toHaveTextContent('Open 24 hours');
    await expect(canvas.queryByText(/24:00/)).toBeNull();
  },
};

export const Czech: Story = { globals: { language: 'cz' } };
export const CzechAllDay: Story = {
  ...AllDay,
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /Pondělí/ })).toHaveTextContent('Nonstop');
  },
};
export const German: Story = { globals: { language: 'de' } };
export const Slovak: Story = {
  globals: { language: 'sk' },
  play: async ({ canvas }) => {
    const today = canvas.getByRole('row', { name: /Piatok/ });
    await expect(today).toHaveTextContent('Dnes');
    await expect(canvas.getByRole('row', { name: /Nedeľa/ })).toHaveTextContent('Zatvorené');
  },
};
