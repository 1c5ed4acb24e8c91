import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { Field, FileInput, Input, Textarea } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: { label: 'E-mail', children: <Input type="email" autoComplete="email" /> },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof Field>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TextInput: Story = {
  args: { required: true, description: 'We send the confirmation link here.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('We send the confirmation link here.');
    await userEvent.type(input, 'jana@example.com');
    await expect(input).toHaveValue('jana@example.com');
  },
};

export const WithError: Story = {
  args: {
    required: true,
    error: 'The e-mail must be a valid address.',
    children: <Input type="email" defaultValue="jana@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: /E-mail/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('The e-mail must be a valid address.');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The e-mail must be a valid address.',
    );
  },
};

export const SeveralErrors: Story = {
  args: {
    label: 'Password',
    error: ['At least 8 characters.', 'At least one digit.'],
    children: <Input type="password" defaultValue="abc" />,
  },
};

export const TextareaField: Story = {
  args: {
    label: 'Message',
    description: 'Up to 1000 characters.',
    children: <Textarea placeholder="How can we help?" />,
  },
};

export const FileField: Story = {
  args: {
    label: 'Receipt photo',
    description: 'JPEG, PNG or PDF, at most 10 MB.',
    children: (
      <FileInput
        accept="image/jpeg,image/png,application/pdf"
        fileNames={['receipt-2026-11-20.jpg']}
      />
    ),
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/Receipt photo/) as HTMLInputElement;
    await expect(input.type).toBe('file');
    await userEvent.upload(input, new File(['x'], 'receipt.png', { type: 'image/png' }));
    await expect(input.files?.[0]?.name).toBe('receipt.png');
  },
};

export const Disabled: Story = {
  args: { children: <Input disabled defaultValue="jana@example.com" /> },
};

export const LongLabelCzech: Story = {
  globals: { language: 'cz' },
  args: {
    label: 'Číslo účtenky (najdete ho v horní části účtenky vedle data nákupu)',
    error: 'Tato účtenka již byla nahrána.',
    children: <Input />,
  },
};
