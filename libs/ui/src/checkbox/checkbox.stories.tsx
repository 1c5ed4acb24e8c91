import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Field } from '../field/field';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'I agree to the terms and conditions', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the terms and conditions' });
    await userEvent.click(canvas.getByText('I agree to the terms and conditions'));
    await expect(box).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { checked: 'indeterminate', label: 'All categories' } };
export const Disabled: Story = {
  args: { disabled: true, label: 'Necessary cookies', defaultChecked: true },
};
export const WithDescription: Story = {
  args: {
    label: 'Newsletter',
    description: 'Offers and events once a week. Unsubscribe any time.',
  },
};
export const WithError: Story = {
  render: (args) => (
    <Field label="Terms" error="You must accept the terms." required hideLabel>
      <Checkbox {...args} label={undefined} aria-label="I agree to the terms and conditions" />
    </Field>
  ),
};
