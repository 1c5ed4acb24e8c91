import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Field } from '../field/field';
import { Select } from './select';

const shops = [
  { value: '1', label: 'Albert' },
  { value: '2', label: 'Café Louvre' },
  { value: '3', label: 'dm drogerie' },
  { value: '4', label: 'H&M', disabled: true },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { options: shops, onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InField: Story = {
  render: (args) => (
    <Field label="Shop" description="Where did you buy it?" required>
      <Select {...args} />
    </Field>
  ),
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: /Shop/ });
    await expect(trigger).toHaveTextContent('Select…');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Café Louvre' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('2');
    await waitFor(() => expect(trigger).toHaveTextContent('Café Louvre'));
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="Shop" error="Choose the shop.">
      <Select {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: /Shop/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Preselected: Story = { args: { defaultValue: '3', 'aria-label': 'Shop' } };
export const Disabled: Story = { args: { disabled: true, 'aria-label': 'Shop' } };
export const German: Story = { args: { 'aria-label': 'Geschäft' }, globals: { language: 'de' } };
