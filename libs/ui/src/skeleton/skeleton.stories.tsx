import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { CardSkeleton, Skeleton, SkeletonGroup } from './skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Shapes: Story = {
  render: () => (
    <SkeletonGroup className="stack">
      <Skeleton height={160} />
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="circle" width={48} />
    </SkeletonGroup>
  ),
};

export const CardGrid: Story = {
  render: () => (
    <SkeletonGroup className="grid">
      {Array.from({ length: 8 }, (_, i) => (
        <CardSkeleton key={i} />
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
  },
};

export const Czech: Story = {
  ...CardGrid,
  globals: { language: 'cz' },
  play: undefined,
};
