import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { EntryList } from './entry-list';
import { OrderButtons } from './order-buttons';

/**
 * Move up, Move down and Remove beside each entry of a list edited in order (slides, questions,
 * footer links; the categories without Remove), in an EntryList.
 */
function Slides({ initial, removable }: { initial: string[]; removable: boolean }) {
  const [slides, setSlides] = useState(initial);
  return (
    <EntryList count={slides.length} empty={<p>No slides.</p>} testId="slides">
      {(index) => (
        <fieldset>
          <legend>{slides[index]}</legend>
          <OrderButtons
            index={index}
            count={slides.length}
            onMove={(from, to) => {
              const next = [...slides];
              const [moved] = next.splice(from, 1);
              next.splice(to, 0, moved!);
              setSlides(next);
            }}
            onRemove={removable ? () => setSlides(slides.filter((_, i) => i !== index)) : undefined}
            entry={`Slide ${index + 1}`}
          />
        </fieldset>
      )}
    </EntryList>
  );
}

const meta = {
  title: 'Console/OrderButtons',
  component: Slides,
  args: { initial: ['Summer sale', 'New cinema', 'Parking'], removable: true },
} satisfies Meta<typeof Slides>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InAList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Move up: Slide 1' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Move up: Slide 3' }));
    const legends = canvas.getAllByRole('group').map((group) => group.firstChild?.textContent);
    await expect(legends).toEqual(['Summer sale', 'Parking', 'New cinema']);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: Slide 1' }));
    await expect(canvas.queryByText('Summer sale')).toBeNull();
  },
};

/** A list whose entries are deleted elsewhere: only the two moves. */
export const WithoutRemove: Story = { args: { removable: false } };

export const EmptyList: Story = { args: { initial: [] } };
