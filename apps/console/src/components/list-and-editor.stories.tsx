import type { Meta, StoryObj } from '@storybook/react-vite';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { ItemButton, ListAndEditor } from './list-and-editor';

/**
 * A Content tab's list beside its editor: the list's loading, error and empty states, its items
 * (one marked while it is open), and a hint while none is open.
 */
type Shop = { id: number; name: string; ico: string | null };
const SHOPS: Shop[] = [
  { id: 1, name: 'Lamp House', ico: '25596641' },
  { id: 2, name: 'Café Nero', ico: null },
  { id: 3, name: 'Books & Coffee with a name long enough to wrap in the list', ico: '27082440' },
];

/** The query states a list shows (what TanStack Query answers, only the fields the list reads). */
const query = (state: 'loaded' | 'empty' | 'loading' | 'error'): UseQueryResult<Shop[]> =>
  ({
    loaded: { isPending: false, isError: false, data: SHOPS },
    empty: { isPending: false, isError: false, data: [] },
    loading: { isPending: true, isError: false, data: undefined },
    error: {
      isPending: false,
      isError: true,
      error: new Error('The API did not answer (503).'),
      refetch: () => undefined,
    },
  })[state] as unknown as UseQueryResult<Shop[]>;

function Shops({ state }: { state: 'loaded' | 'empty' | 'loading' | 'error' }) {
  const [open, setOpen] = useState<Shop | null>(null);
  return (
    <ListAndEditor
      query={query(state)}
      isEmpty={(data) => data.length === 0}
      editor={
        open ? (
          <section className="console-card console-content-editor" aria-label="Editor">
            <h2>{open.name}</h2>
          </section>
        ) : null
      }
      hint="Pick a shop in the list to edit it."
    >
      {(data) => (
        <ul aria-label="Shops">
          {data.map((shop) => (
            <ItemButton
              key={shop.id}
              id={shop.id}
              open={open?.id === shop.id}
              onOpen={() => setOpen(shop)}
              title={shop.name}
              detail={shop.ico ? `IČO ${shop.ico}` : 'No IČO'}
            />
          ))}
        </ul>
      )}
    </ListAndEditor>
  );
}

const meta = {
  title: 'Console/ListAndEditor',
  component: Shops,
  args: { state: 'loaded' },
} satisfies Meta<typeof Shops>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Pick a shop in the list to edit it.')).toBeVisible();
    const item = canvas.getByRole('button', { name: /Lamp House/ });
    await userEvent.click(item);
    await expect(item).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('heading', { name: 'Lamp House' })).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const Empty: Story = { args: { state: 'empty' } };
export const Failed: Story = { args: { state: 'error' } };
