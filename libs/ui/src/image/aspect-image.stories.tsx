import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';

import { BROKEN_IMAGE, picture } from '../lib/story-fixtures';
import { AspectImage } from './aspect-image';

const meta = {
  title: 'Display/AspectImage',
  component: AspectImage,
  args: { src: picture('16:9', '#00529b', '#00857c', [16, 9]), alt: 'Mall atrium', ratio: '16/9' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AspectImage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {};
export const Square: Story = {
  args: { ratio: '1:1', src: picture('1:1', '#6b2c91', '#00a3e0', [1, 1]) },
};
export const Contain: Story = { args: { ratio: '1/1', fit: 'contain' } };

export const MissingImage: Story = {
  args: { src: null, alt: '' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('data-fallback', 'true');
  },
};

export const BrokenImageFallsBack: Story = {
  args: { src: BROKEN_IMAGE, alt: 'Broken picture', loading: 'eager' },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Broken picture' });
    await waitFor(() => expect(img).toHaveAttribute('data-fallback', 'true'));
  },
};
