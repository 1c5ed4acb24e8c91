import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Empty, Failed, Loading } from './states';

/** The loading, empty and error states of every console list and panel. */
const meta = {
  title: 'Console/States',
  component: Failed,
  args: { error: new Error('The API did not answer (503).'), onRetry: fn() },
} satisfies Meta<typeof Failed>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LoadingState: Story = { render: () => <Loading /> };

export const EmptyState: Story = {
  render: () => <Empty title="Nothing here yet.">Make the first one with “New”.</Empty>,
};

export const Failure: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The API did not answer (503).');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
