import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';

import { LikeButton } from './like-button';

const meta = {
  title: 'Actions/LikeButton',
  component: LikeButton,
  args: { liked: false, onLikedChange: fn() },
} satisfies Meta<typeof LikeButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotLiked: Story = {};
export const Liked: Story = { args: { liked: true } };

export const Toggles: Story = {
  render: function Render(args) {
    const [liked, setLiked] = useState(false);
    return (
      <LikeButton
        {...args}
        itemTitle="Café Louvre"
        liked={liked}
        onLikedChange={(v) => {
          args.onLikedChange?.(v);
          setLiked(v);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Add Café Louvre to favourites' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button);
    await expect(args.onLikedChange).toHaveBeenCalledWith(true);
    await expect(
      canvas.getByRole('button', { name: 'Remove Café Louvre from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

export const German: Story = { args: { itemTitle: 'Café Louvre' }, globals: { language: 'de' } };
