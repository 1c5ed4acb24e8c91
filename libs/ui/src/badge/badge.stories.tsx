import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge, badgeVariants } from './badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: '2nd floor' },
  argTypes: { variant: { control: 'inline-radio', options: badgeVariants } },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const AllVariants: Story = {
  render: () => (
    <div className="cluster">
      {badgeVariants.map((v) => (
        <Badge key={v} variant={v}>
          {v}
        </Badge>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const v of badgeVariants)
      await expect(canvas.getByText(v)).toHaveAttribute('data-variant', v);
  },
};

export const LongText: Story = {
  args: { variant: 'accent', children: 'Nur für Mitglieder des Treueprogramms' },
};
