import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { DeleteButtons } from './delete-buttons';

/** Delete in two steps: "Delete…" asks, then the danger button deletes and "Keep it" steps back. */
function TwoSteps({ onDelete }: { onDelete: () => void }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="console-actions">
      <DeleteButtons
        confirming={confirming}
        onAsk={() => setConfirming(true)}
        onKeep={() => setConfirming(false)}
        onDelete={onDelete}
        disabled={false}
        confirmLabel="Delete the shop for good"
        autoFocus
      />
    </div>
  );
}

const meta = {
  title: 'Console/DeleteButtons',
  component: TwoSteps,
  args: { onDelete: fn() },
} satisfies Meta<typeof TwoSteps>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AskThenDelete: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete…' }));
    const danger = canvas.getByRole('button', { name: 'Delete the shop for good' });
    await expect(danger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};
