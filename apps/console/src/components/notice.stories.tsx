import type { Meta, StoryObj } from '@storybook/react-vite';

import { NoticeLine, SaveBar } from './notice';

/** What a form says after an action: done (read out politely), or why not (an alert). */
const meta = {
  title: 'Console/Notice',
  component: NoticeLine,
  args: { notice: { tone: 'ok', text: 'Saved.' }, testId: 'notice' },
} satisfies Meta<typeof NoticeLine>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};

export const Refused: Story = {
  args: { notice: { tone: 'error', text: 'Not saved: check the marked fields.' } },
};

/** Save and the notice, kept in view at the bottom of a long form. */
export const InTheSaveBar: Story = {
  render: (args) => (
    <form onSubmit={(e) => e.preventDefault()}>
      <SaveBar submitting={false} notice={args.notice} testId={args.testId} />
    </form>
  ),
};
