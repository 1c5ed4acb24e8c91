import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: { onOpenChange: fn() },
} satisfies Meta<typeof DropdownMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AccountMenu: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState('newest');
    return (
      <DropdownMenu {...args}>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">My account</Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          <DropdownMenuLabel>Jana Nováková</DropdownMenuLabel>
          <DropdownMenuItem asChild>
            <a href="#points">My points</a>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <a href="#rewards">Rewards</a>
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Sort</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={sort} onValueChange={setSort}>
            <DropdownMenuRadioItem value="newest">Newest</DropdownMenuRadioItem>
            <DropdownMenuRadioItem value="az">A–Z</DropdownMenuRadioItem>
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled>Log out (disabled)</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    );
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    const menu = await screen.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(screen.getByRole('menuitemradio', { name: 'Newest' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'A–Z' }));
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: 'My account' }));
    await expect(await screen.findByRole('menuitemradio', { name: 'A–Z' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.keyboard('{Escape}');
  },
};
