import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { PageSizeSelect } from './page-size-select';

const meta = {
  title: 'Lists/PageSizeSelect',
  component: PageSizeSelect,
  args: { value: 12, onChange: fn() },
} satisfies Meta<typeof PageSizeSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Per page' });
    await expect(select).toHaveValue('12');
    await expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '1',
      '2',
      '8',
      '12',
      '24',
      '48',
    ]);
    await userEvent.selectOptions(select, '24');
    await expect(args.onChange).toHaveBeenCalledWith(24);
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
