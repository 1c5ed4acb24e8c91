import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import { EmptyState, ErrorState } from './state';

const meta = {
  title: 'Feedback/States',
  component: ErrorState,
  args: { onRetry: fn() },
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  args: { description: 'The offers could not be loaded.' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Retrying: Story = {
  render: function Render() {
    const [retrying, setRetrying] = useState(false);
    return <ErrorState onRetry={() => setRetrying(true)} retrying={retrying} />;
  },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: 'Retry' });
    await userEvent.click(retry);
    await expect(retry).toBeDisabled();
    await expect(retry).toHaveAttribute('aria-busy', 'true');
  },
};

export const NotFound: Story = {
  args: {
    status: 404,
    title: 'Page not found',
    onRetry: undefined,
    action: (
      <LinkButton href="/" variant="outline">
        Homepage
      </LinkButton>
    ),
  },
};

export const ErrorCzech: Story = {
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Zkusit znovu' })).toBeInTheDocument();
  },
};

export const Empty: Story = {
  render: () => (
    <EmptyState
      description="No offers in this category right now. Try another category."
      action={<Button variant="outline">Show all offers</Button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
  },
};

export const EmptyGerman: Story = { ...Empty, globals: { language: 'de' }, play: undefined };
