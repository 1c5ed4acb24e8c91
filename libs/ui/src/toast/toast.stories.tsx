import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button/button';
import { Notifier, Toast, ToastProvider, ToastViewport, Toaster, type ToastItem } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: { title: 'Receipt uploaded', description: 'We will credit your points after checking it.' },
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Static toasts stay open (no timeout) so a designer can look at them. */
const withViewport: Decorator = (Story) => (
  <ToastProvider duration={Number.POSITIVE_INFINITY}>
    {Story()}
    <ToastViewport />
  </ToastProvider>
);

export const Success: Story = { args: { variant: 'success' }, decorators: [withViewport] };
export const Error: Story = {
  decorators: [withViewport],
  args: {
    variant: 'error',
    title: 'Upload failed',
    description: 'Check your connection and try again.',
  },
};
export const WithAction: Story = {
  decorators: [withViewport],
  args: {
    variant: 'error',
    title: 'Upload failed',
    action: { label: 'Retry', altText: 'Retry the upload', onClick: () => undefined },
  },
};
export const LongTextGerman: Story = {
  decorators: [withViewport],
  globals: { language: 'de' },
  args: {
    variant: 'success',
    title: 'Ihr Beleg wurde erfolgreich hochgeladen',
    description: 'Wir schreiben Ihnen die Punkte gut, sobald unser Team den Beleg geprüft hat.',
  },
};

let counter = 0;

export const ToasterQueue: Story = {
  render: function Render() {
    const [toasts, setToasts] = useState<ToastItem[]>([]);
    const add = (variant: 'success' | 'error') =>
      setToasts((list) => [
        ...list,
        {
          id: String(++counter),
          variant,
          title: variant === 'success' ? `Saved #${counter}` : `Failed #${counter}`,
        },
      ]);
    return (
      <div className="cluster">
        <Button onClick={() => add('success')}>Show success</Button>
        <Button variant="danger" onClick={() => add('error')}>
          Show error
        </Button>
        <Toaster
          toasts={toasts}
          onDismiss={(id) => setToasts((l) => l.filter((t) => t.id !== id))}
        />
      </div>
    );
  },
  play: async ({ canvas }) => {
    counter = 0;
    for (let i = 0; i < 5; i++)
      await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    // At most four at once: the oldest is dropped.
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    await expect(within(region).queryByText('Saved #1')).toBeNull();
    const last = within(region).getByText('Saved #5').closest('li')!;
    await userEvent.click(within(last).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(within(region).queryByText('Saved #5')).toBeNull());
  },
};

export const NotificationsTopRight: Story = {
  render: function Render() {
    const [items, setItems] = useState<ToastItem[]>([]);
    return (
      <>
        <Button
          onClick={() =>
            setItems((list) => [
              ...list,
              { id: String(++counter), variant: 'success', title: `Points credited #${counter}` },
            ])
          }
        >
          Notify
        </Button>
        <Notifier
          notifications={items}
          onDismiss={(id) => setItems((l) => l.filter((n) => n.id !== id))}
        />
      </>
    );
  },
  play: async ({ canvas }) => {
    counter = 0;
    for (let i = 0; i < 5; i++)
      await userEvent.click(canvas.getByRole('button', { name: 'Notify' }));
    const region = await screen.findByRole('region', { name: /Notifications \(F9\)/ });
    // No maximum, unlike toasts.
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(5));
    await expect(region.querySelector('[data-placement]')).toHaveAttribute(
      'data-placement',
      'top-right',
    );
  },
};
