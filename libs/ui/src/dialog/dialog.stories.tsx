import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button';
import { LONG_TITLE } from '../lib/story-fixtures';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirm: Story = {
  render: () => (
    <Dialog>
      <DialogTrigger asChild>
        <Button>Activate reward</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Activate “Coffee for free”?</DialogTitle>
        <DialogDescription>250 points will be deducted from your balance.</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Activate</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Activate reward' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Activate “Coffee for free”?' });
    await expect(dialog).toHaveAccessibleDescription(
      '250 points will be deducted from your balance.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const OpenLongText: Story = {
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>{LONG_TITLE}</DialogTitle>
        <DialogDescription>{LONG_TITLE.repeat(6)}</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
};

export const OpenGerman: Story = {
  globals: { language: 'de' },
  render: () => (
    <Dialog defaultOpen>
      <DialogContent>
        <DialogTitle>Gutschein</DialogTitle>
        <DialogDescription>Der Schließen-Knopf ist übersetzt.</DialogDescription>
      </DialogContent>
    </Dialog>
  ),
};
