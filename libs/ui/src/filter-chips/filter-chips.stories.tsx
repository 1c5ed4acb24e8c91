import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { FilterChips } from './filter-chips';

const chips = [
  { value: '', label: 'All', href: '/en/shops-services' },
  { value: 'fashion', label: 'Fashion', href: '/en/shops-services?category=fashion', count: 14 },
  { value: 'dining', label: 'Dining', href: '/en/shops-services?category=dining', count: 8 },
  { value: 'services', label: 'Services', href: '/en/shops-services?category=services', count: 6 },
];
const onNavigate = fn();

const meta = {
  title: 'Lists/FilterChips',
  component: FilterChips,
  args: {
    chips,
    value: 'fashion',
    renderLink: (props) => (
      <a
        {...props}
        onClick={(e) => {
          e.preventDefault();
          onNavigate(props.href);
        }}
      />
    ),
  },
} satisfies Meta<typeof FilterChips>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Categories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Fashion 14' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Dining 8' }));
    await expect(onNavigate).toHaveBeenCalledWith('/en/shops-services?category=dining');
  },
};
export const AllSelected: Story = {
  args: { value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  },
};
export const LongText: Story = {
  args: { chips: [...chips, { value: 'long', label: LONG_TITLE, href: '#long' }] },
};
export const Empty: Story = {
  args: { chips: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
