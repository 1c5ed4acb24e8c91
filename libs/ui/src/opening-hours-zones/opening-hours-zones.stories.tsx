import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { openingHoursSchema } from '@atrium/domain/opening-hours';

import { LONG_TITLE } from '../lib/story-fixtures';
import { OpeningHoursZones } from './opening-hours-zones';

// Shaped like the mall's `opening_hours` (GET /v1/malls): `{from, to}` days, null = closed.
const week = (
  from: string,
  to: string,
  sunday: { from: string; to: string } | null = { from, to },
) => ({
  monday: { from, to },
  tuesday: { from, to },
  wednesday: { from, to },
  thursday: { from, to },
  friday: { from, to },
  saturday: { from, to },
  sunday,
});
const zones = openingHoursSchema.parse([
  {
    zone: 'default',
    name: {
      en: 'Shopping centre',
      cz: 'Nákupní centrum',
      sk: 'Nákupné centrum',
      de: 'Einkaufszentrum',
    },
    days: week('09:00', '21:00'),
    exceptions: [
      {
        date: '2026-11-22',
        open: '10:00',
        close: '18:00',
        name: { en: 'Christmas lights', cz: 'Rozsvícení stromku' },
      },
      {
        date: '2026-12-24',
        open: '08:00',
        close: '14:00',
        name: { en: 'Christmas Eve', cz: 'Štědrý den', sk: 'Štedrý deň', de: 'Heiligabend' },
      },
      { date: '2026-12-25', closed: true, name: { en: 'Christmas Day', cz: '1. svátek vánoční' } },
    ],
  },
  {
    zone: 'hypermarket',
    name: { en: 'Hypermarket', cz: 'Hypermarket', de: 'Verbrauchermarkt' },
    days: week('07:00', '22:00'),
  },
  {
    zone: 'restaurants',
    name: { en: 'Restaurants', cz: 'Restaurace', sk: 'Reštaurácie', de: 'Restaurants' },
    days: week('10:00', '23:00'),
  },
  {
    zone: 'services',
    name: { en: 'Services', cz: 'Služby', sk: 'Služby', de: 'Dienstleistungen' },
    days: week('09:00', '19:00', null),
  },
]);

const now = new Date('2026-11-22T10:30:00+01:00'); // a Sunday

const meta = {
  title: 'Mall/OpeningHoursZones',
  component: OpeningHoursZones,
  args: { zones, now, timeZone: 'Europe/Prague', exceptionDays: 45 },
} satisfies Meta<typeof OpeningHoursZones>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const mall = canvas.getByRole('region', { name: 'Shopping centre' });
    const today = within(mall)
      .getAllByRole('row')
      .find((r) => r.getAttribute('aria-current') === 'date')!;
    // Sunday's exception wins over the weekly 9–21.
    await expect(today).toHaveTextContent('Sunday');
    await expect(today).toHaveTextContent('10:00–18:00');
    await expect(today).toHaveTextContent('Christmas lights');
    await expect(within(mall).getByText(/24 December 2026 \(Christmas Eve\)/)).toBeVisible();
    const services = canvas.getByRole('region', { name: 'Services' });
    const sunday = within(services).getAllByRole('row').at(-1)!;
    await expect(sunday).toHaveTextContent('Closed');
    await expect(canvas.getAllByRole('region')).toHaveLength(4);
  },
};
export const TemporarilyClosed: Story = {
  args: { zones: [{ ...zones[1]!, status: 'closed' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Temporarily closed')).toBeVisible();
  },
};
export const Empty: Story = {
  args: { zones: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opening hours are not available.')).toBeVisible();
  },
};
export const LongNames: Story = { args: { zones: [{ ...zones[2]!, name: { en: LONG_TITLE } }] } };
export const Czech: Story = {
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Nákupní centrum' })).toHaveTextContent(
      'Štědrý den',
    );
  },
};
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
