import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { Pager } from './pager';

/** Previous and next under a paged list; nothing for a list of one page. */
const meta = {
  title: 'Console/Pager',
  component: Pager,
  args: { page: 2, lastPage: 5, onPage: fn() },
} satisfies Meta<typeof Pager>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MiddlePage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Page 2 of 5')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(args.onPage).toHaveBeenCalledWith(3);
  },
};

export const FirstPage: Story = { args: { page: 1 } };

/** In Czech: the console's own catalog is loaded beside the site's. */
export const InCzech: Story = {
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Strana 2 z 5')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Další' })).toBeEnabled();
  },
};
