import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Switch } from './switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Statistics cookies', onCheckedChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Off: Story = {
  play: async ({ args, canvas }) => {
    const sw = canvas.getByRole('switch', { name: 'Statistics cookies' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(sw);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};
export const On: Story = { args: { defaultChecked: true } };
export const DisabledOn: Story = {
  args: { label: 'Necessary cookies', disabled: true, checked: true },
};
export const LongLabel: Story = {
  args: { label: 'Funkční cookies, které si pamatují vaše nastavení jazyka a oblíbených obchodů' },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
