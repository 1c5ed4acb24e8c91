import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { EventsCalendar, monthWeeks, type CalendarItem } from './events-calendar';

const items: CalendarItem[] = [
  {
    id: 1,
    title: 'Christmas market',
    start: '2026-11-27T09:00:00+01:00',
    end: '2026-12-23T20:00:00+01:00',
    href: '/events/1/christmas-market',
  },
  {
    id: 2,
    title: 'Kids workshop',
    start: '2026-11-14T10:00:00+01:00',
    end: '2026-11-14T12:00:00+01:00',
    href: '/events/2/kids-workshop',
  },
  {
    id: 3,
    title: 'Black Friday',
    start: '2026-11-27T00:00:00+01:00',
    end: '2026-11-29T23:00:00+01:00',
    href: '/events/3/black-friday',
  },
  {
    id: 4,
    title: 'Fashion show',
    start: '2026-11-28T15:00:00+01:00',
    end: '2026-11-28T17:00:00+01:00',
    href: '/events/4/fashion-show',
  },
  {
    id: 5,
    title: 'Wine tasting',
    start: '2026-11-28T18:00:00+01:00',
    end: '2026-11-28T21:00:00+01:00',
  },
];

const meta = {
  title: 'Content/EventsCalendar',
  component: EventsCalendar,
  args: { items, defaultMonth: '2026-11', today: '2026-11-22', onMonthChange: fn() },
} satisfies Meta<typeof EventsCalendar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, args }) => {
    await expect(monthWeeks('2026-11')).toHaveLength(6);
    const grid = canvas.getByRole('grid', { name: 'November 2026' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('Mon');
    const today = grid.querySelector<HTMLElement>('[data-day="2026-11-22"]')!;
    await expect(today).toHaveAttribute('aria-current', 'date');
    await expect(today).toHaveAttribute('tabindex', '0');
    // The 28th: the market and Black Friday as bars from the 27th, then "+2 more".
    const day28 = grid.querySelector<HTMLElement>('[data-day="2026-11-28"]')!;
    await expect(day28).toHaveTextContent('+2 more');
    await expect(grid.querySelector('[data-first-day="2026-11-27"]')).toHaveAttribute(
      'data-last-day',
      '2026-11-29',
    );
    await expect(day28).toHaveTextContent('Saturday 28 November');
    // Keyboard: → moves a day, ↓ a week.
    today.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(grid.querySelector('[data-day="2026-11-23"]')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(grid.querySelector('[data-day="2026-11-30"]')).toHaveFocus();
    // Leaving the month turns the page.
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onMonthChange).toHaveBeenCalledWith('2026-12');
    await expect(canvas.getByRole('grid', { name: 'December 2026' })).toBeVisible();
    await expect(canvas.getByRole('grid').querySelector('[data-day="2026-12-07"]')).toHaveFocus();
    // Enter goes into the day's links.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}');
    await expect(document.activeElement).toHaveTextContent('Christmas market');
    await expect(document.activeElement?.tagName).toBe('A');
    await userEvent.click(canvas.getByRole('button', { name: 'Previous month' }));
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getAllByRole('link', { name: 'Kids workshop' }).some((el) => el.checkVisibility()),
    ).toBe(true);
  },
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No events this month.')).toBeVisible();
  },
};
export const Loading: Story = { args: { items: [], loading: true } };
export const LoadError: Story = {
  args: { error: 'The events could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: { items: items.map((i) => ({ ...i, title: `${i.title} ${LONG_TITLE}` })) },
};
export const Czech: Story = {
  globals: { language: 'cz', viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'listopad 2026' });
    await expect(within(grid).getAllByRole('columnheader')[0]).toHaveTextContent('po');
  },
};
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = {
  globals: { language: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
  },
};
