import type { Meta, StoryObj } from '@storybook/react-vite';
import { carouselItemsForWidth } from '@atrium/domain/constants';
import { expect, userEvent, waitFor } from 'storybook/test';

import { EventCard } from '../card/card';
import { DateRange } from '../date-range/date-range';
import { picture } from '../lib/story-fixtures';
import { CAROUSEL_BREAKPOINTS, Carousel } from './carousel';

const slides = Array.from({ length: 8 }, (_, i) => (
  <EventCard
    key={i}
    title={`Event number ${i + 1}`}
    href={`#event-${i + 1}`}
    image={{ src: picture(`Event ${i + 1}`, i % 2 ? '#00529b' : '#6b2c91', '#00857c', [16, 9]) }}
    dateRange={<DateRange start="2026-06-01" end="2026-06-07" />}
  />
));

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: { label: 'Upcoming events', children: slides, breakpoints: CAROUSEL_BREAKPOINTS.four },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourItems: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Upcoming events' });
    // Slides per view come from the stylesheet's media queries (so the server's HTML has them).
    await expect(getComputedStyle(region).getPropertyValue('--carousel-items')).toBe(
      String(carouselItemsForWidth('four', window.innerWidth)),
    );
    const groups = canvas.getAllByRole('group');
    await expect(groups).toHaveLength(8);
    await expect(groups[0]).toHaveAccessibleName('1 of 8');
    const prev = canvas.getByRole('button', { name: 'Previous' });
    const next = canvas.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());
    await expect(prev).toBeDisabled();
    await userEvent.click(next);
    await waitFor(() => expect(prev).toBeEnabled());
    // Keyboard: ← scrolls back to the start.
    region.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(prev).toBeDisabled());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(prev).toBeEnabled());
  },
};

export const FiveItems: Story = { args: { breakpoints: CAROUSEL_BREAKPOINTS.five } };
export const SixItems: Story = { args: { breakpoints: CAROUSEL_BREAKPOINTS.six } };
export const FewSlidesNoControls: Story = {
  args: { children: slides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
export const AllInViewNoControls: Story = {
  args: { children: slides.slice(0, 4), breakpoints: [{ minWidth: 0, items: 4 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('group')).toHaveLength(4);
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
export const Czech: Story = { globals: { language: 'cz' } };

export const Swipe: Story = {
  play: async ({ canvas }) => {
    const prev = canvas.getByRole('button', { name: 'Previous' });
    await waitFor(() => expect(prev).toBeDisabled());
    const slide = canvas.getAllByRole('group')[0]!;
    const box = slide.getBoundingClientRect();
    const y = box.top + box.height / 2;
    // A drag to the left (touch swipe and mouse drag share Embla's pointer handling). A pointer
    // enters before it presses, touch included: Embla starts then, if it has not yet.
    await userEvent.hover(slide);
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: slide, coords: { clientX: box.right - 10, clientY: y } },
      { target: slide, coords: { clientX: box.right - 120, clientY: y } },
      { target: slide, coords: { clientX: box.left - 200, clientY: y } },
      { keys: '[/MouseLeft]', target: slide, coords: { clientX: box.left - 200, clientY: y } },
    ]);
    await waitFor(() => expect(prev).toBeEnabled());
  },
};
