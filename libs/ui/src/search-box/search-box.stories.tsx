import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { SearchBox } from './search-box';

const meta = {
  title: 'Lists/SearchBox',
  component: SearchBox,
  args: { onSearch: fn() },
} satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('search')).toBeVisible();
    const input = canvas.getByRole('searchbox', { name: 'Search' });
    await userEvent.type(input, 'a{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Type at least 2 characters.');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(input, 'didas ');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('adidas');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};
export const VisibleLabel: Story = {
  args: { showLabel: true, label: 'Search shops', placeholder: 'Shop name' },
};
export const Prefilled: Story = { args: { defaultValue: 'shoes' } };
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
