import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { ChatThread, type ChatMessage } from './chat-thread';

const messages: ChatMessage[] = [
  { id: 1, from: 'me', body: 'Hello, I lost my umbrella near the café.', time: '14:02' },
  {
    id: 2,
    from: 'them',
    author: 'Petra (support)',
    body: 'Hello! We have a black umbrella at the info desk. Is it yours?',
    time: '14:05',
  },
  { id: 3, from: 'me', body: 'Yes, thank you!', time: '14:06' },
];

const meta = {
  title: 'Members/ChatThread',
  component: ChatThread,
  args: { messages, onSend: fn() },
} satisfies Meta<typeof ChatThread>;
export default meta;
type Story = StoryObj<typeof meta>;

function Live() {
  const [list, setList] = useState<ChatMessage[]>(messages);
  return (
    <>
      <ChatThread
        messages={list}
        onSend={async (body) => {
          setList((l) => [...l, { id: l.length + 1, from: 'me', body, time: '14:10' }]);
        }}
      />
      <button
        type="button"
        onClick={() =>
          setList((l) => [
            ...l,
            {
              id: l.length + 1,
              from: 'them',
              author: 'Petra (support)',
              body: 'You are welcome.',
              time: '14:11',
            },
          ])
        }
      >
        Simulate a reply
      </button>
    </>
  );
}

export const Conversation: Story = {
  render: () => <Live />,
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: 'Messages' });
    await expect(within(log).getAllByRole('listitem')).toHaveLength(3);
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.type(box, 'See you at 5.{Enter}');
    await waitFor(() => expect(within(log).getAllByRole('listitem')).toHaveLength(4));
    await expect(box).toHaveValue('');
    // Shift+Enter breaks the line instead of sending.
    await userEvent.type(box, 'Line 1{Shift>}{Enter}{/Shift}Line 2');
    await expect(box).toHaveValue('Line 1\nLine 2');
    // A reply arrives live: appended to the log (announced by role=log).
    await userEvent.click(canvas.getByRole('button', { name: 'Simulate a reply' }));
    await expect(within(log).getAllByRole('listitem').at(-1)).toHaveTextContent(
      /Petra \(support\):\s*You are welcome\./,
    );
  },
};

export const SendFails: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(box, 'Hello?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('could not be sent'));
    await expect(box).toHaveValue('Hello?');
  },
};

export const PendingAndFailed: Story = {
  args: {
    onResend: fn(),
    messages: [
      ...messages,
      { id: 4, from: 'me', body: 'One more question…', status: 'sending' },
      { id: 5, from: 'me', body: 'Are you open on Sunday?', status: 'failed' },
    ],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenCalledWith(5);
  },
};
export const Empty: Story = {
  args: { messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet. Write to us below.')).toBeVisible();
  },
};
export const Loading: Story = { args: { messages: [], loading: true } };
export const LoadError: Story = {
  args: { error: 'The conversation could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
export const LongText: Story = {
  args: {
    messages: [
      ...messages,
      { id: 9, from: 'them', body: `${LONG_TITLE} ${LONG_TITLE}`, time: '14:20' },
    ],
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
