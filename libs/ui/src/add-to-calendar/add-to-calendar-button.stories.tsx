import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { AddToCalendarButton } from './add-to-calendar-button';

const event = {
  uid: 'event-4@beta.atrium',
  title: 'Fashion show',
  start: '2026-11-28T15:00:00+01:00',
  end: '2026-11-28T17:00:00+01:00',
  location: 'Atrium Beta, Main square',
  url: 'http://localhost:4200/en/events/4/fashion-show',
};

const meta = {
  title: 'Actions/AddToCalendarButton',
  component: AddToCalendarButton,
  args: {
    event,
    slug: 'fashion-show',
    now: new Date('2026-11-22T10:00:00Z'),
    onClick: fn((e) => e.preventDefault()),
  },
} satisfies Meta<typeof AddToCalendarButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Add to calendar' });
    await expect(link).toHaveAttribute('download', 'fashion-show.ics');
    const ics = decodeURIComponent(link.getAttribute('href')!.split(',')[1]!);
    await expect(ics).toContain('SUMMARY:Fashion show');
    await expect(ics).toContain('DTSTART:20261128T140000Z');
    await expect(ics).toContain('DTSTAMP:20261122T100000Z');
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalled();
  },
};
export const AllDay: Story = {
  args: { event: { ...event, allDay: true, start: '2026-11-27', end: '2026-12-23' } },
  play: async ({ canvas }) => {
    const href = canvas.getByRole('link').getAttribute('href')!;
    await expect(decodeURIComponent(href)).toContain('DTEND;VALUE=DATE:20261224');
  },
};
export const LongTitle: Story = { args: { event: { ...event, title: LONG_TITLE } } };
export const Primary: Story = { args: { variant: 'primary' } };
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = {
  args: { block: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
