import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { LONG_TITLE, picture } from '../lib/story-fixtures';
import { Gallery } from './gallery';

const images = [
  { src: picture('Storefront', '#1f4b99', '#00857c'), alt: 'The storefront at night' },
  {
    src: picture('Interior', '#6b2c91', '#e4572e'),
    alt: 'Inside the shop',
    caption: 'New collection',
  },
  { src: picture('Café', '#00529b', '#b3261e', [16, 9]), alt: 'The café terrace' },
];

const meta = {
  title: 'Content/Gallery',
  component: Gallery,
  args: { images },
} satisfies Meta<typeof Gallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () => within(document.body).getByRole('dialog');

export const Default: Story = {
  play: async ({ canvas }) => {
    const thumbs = canvas.getAllByRole('button');
    await expect(thumbs).toHaveLength(3);
    await userEvent.click(thumbs[1]!);
    const dialog = await waitFor(dialogOf);
    await expect(dialog).toHaveAccessibleName('Image 2 of 3');
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName('Inside the shop');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialogOf()).toHaveAccessibleName('Image 3 of 3');
    await userEvent.keyboard('{ArrowRight}');
    await expect(dialogOf()).toHaveAccessibleName('Image 1 of 3');
    await userEvent.click(within(dialogOf()).getByRole('button', { name: 'Previous image' }));
    await expect(dialogOf()).toHaveAccessibleName('Image 3 of 3');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(thumbs[1]).toHaveFocus());
  },
};

export const Swipe: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('button')[0]!);
    const dialog = await waitFor(dialogOf);
    const img = within(dialog).getByRole('img');
    const box = img.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: img, coords: { clientX: box.right - 10, clientY: y } },
      { keys: '[/MouseLeft]', target: img, coords: { clientX: box.left + 10, clientY: y } },
    ]);
    await expect(dialogOf()).toHaveAccessibleName('Image 2 of 3');
    await userEvent.keyboard('{Escape}');
  },
};

export const OneImage: Story = { args: { images: images.slice(0, 1) } };
export const LongCaption: Story = {
  args: { images: [{ ...images[1]!, caption: LONG_TITLE }] },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button'));
    await waitFor(() => expect(dialogOf()).toHaveTextContent(LONG_TITLE));
    await userEvent.keyboard('{Escape}');
  },
};
export const Empty: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('ul')).toBeNull();
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
