import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';

import { ReceiptUploadField, type ReceiptUploadStatus } from './receipt-upload-field';

const meta = {
  title: 'Loyalty/ReceiptUploadField',
  component: ReceiptUploadField,
  args: { onFileChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof ReceiptUploadField>;
export default meta;
type Story = StoryObj<typeof meta>;

// A 1×1 PNG.
const png = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  ),
  (c) => c.charCodeAt(0),
);

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('group', { name: 'Photo or PDF of the receipt' })).toBeVisible();
    const camera = canvas.getByLabelText('Take a photo');
    await expect(camera).toHaveAttribute('capture', 'environment');
    const files = canvas.getByLabelText('Choose a file');
    await expect(files).toHaveAttribute('accept', 'image/*,application/pdf');
    await expect(files).not.toHaveAttribute('capture');
    await userEvent.upload(camera, new File([png], 'receipt.png', { type: 'image/png' }));
    await expect(args.onFileChange).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'receipt.png' }),
    );
    await expect(await canvas.findByRole('img', { name: 'Preview of receipt.png' })).toBeVisible();
  },
};

export const Pdf: Story = {
  play: async ({ canvas }) => {
    await userEvent.upload(
      canvas.getByLabelText('Choose a file'),
      new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    await expect(canvas.getByText('receipt.pdf')).toBeVisible();
  },
};

export const TooLarge: Story = {
  args: { maxBytes: 4 },
  play: async ({ canvas, args }) => {
    await userEvent.upload(
      canvas.getByLabelText('Choose a file'),
      new File([png], 'big.png', { type: 'image/png' }),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent('The file is too large');
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
  },
};

export const WrongType: Story = {
  args: { accept: ['image/jpeg', 'image/png', 'application/pdf'] },
  play: async ({ canvas, args }) => {
    // The browser's picker honours `accept`; a camera app or drag and drop may not.
    await userEvent
      .setup({ applyAccept: false })
      .upload(
        canvas.getByLabelText('Choose a file'),
        new File(['GIF89a'], 'receipt.gif', { type: 'image/gif' }),
      );
    await expect(canvas.getByRole('alert')).toHaveTextContent('This kind of file cannot be used');
    await expect(args.onFileChange).toHaveBeenCalledWith(null);
  },
};

export const PageMessage: Story = {
  args: { error: 'Add a photo of the receipt.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Add a photo of the receipt.');
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

export const Uploading: Story = {
  args: { status: 'uploading', progress: 42 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    await expect(canvas.getByLabelText('Take a photo')).toBeDisabled();
    await expect(canvas.getByLabelText('Choose a file')).toBeDisabled();
  },
};
export const UploadingUnknownProgress: Story = { args: { status: 'uploading' } };
export const Done: Story = { args: { status: 'done' } };

function Flow() {
  const [status, setStatus] = useState<ReceiptUploadStatus>('error');
  return (
    <ReceiptUploadField
      onFileChange={() => {}}
      status={status}
      error="The server did not answer."
      onRetry={() => setStatus('done')}
    />
  );
}
export const ErrorWithRetry: Story = {
  render: () => <Flow />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The server did not answer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Uploaded'));
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = {
  globals: { language: 'sk' },
  args: { status: 'uploading', progress: 80 },
};
export const German: Story = { globals: { language: 'de' }, args: { status: 'error' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
