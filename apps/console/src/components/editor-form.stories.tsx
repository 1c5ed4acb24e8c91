import { LOCALES } from '@atrium/domain/locales';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@tanstack/react-form';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ChoiceField } from './choice-field';
import { EditorForm } from './editor-form';
import { type ItemTextName, ItemTexts } from './item-texts';

/**
 * The frame of every Content editor (a card form named by its heading, "Unsaved changes" while the
 * form differs from what is stored, the head's one action) with the parts the editors share: an
 * item's texts in the four language tabs and a choice among the mall's categories.
 */
type Values = Record<ItemTextName, string> & { category: string };

function blank(title: string): Values {
  const values = { category: '2' } as Values;
  for (const locale of LOCALES) {
    values[`title_${locale}`] = locale === 'en' ? title : '';
    values[`description_${locale}`] = '';
    values[`article_${locale}`] = '';
  }
  return values;
}

function Editor({ title, onClose }: { title: string; onClose: () => void }) {
  const ref = useRef<HTMLFormElement>(null);
  const form = useForm({ defaultValues: blank(title), onSubmit: () => undefined });
  return (
    <EditorForm
      ref={ref}
      form={form}
      title="Edit"
      action={{ label: 'Close', onClick: onClose }}
      testId="editor"
    >
      <ItemTexts
        field={(name, render) => <form.Field name={name}>{render}</form.Field>}
        titleLabel="Title"
        articleHint="Shown on the item's own page."
        rows={{ description: 2, article: 4 }}
      />
      <form.Field name="category">
        {(field) => (
          <ChoiceField
            field={field}
            label="Category"
            none="None"
            choices={[
              { id: 1, name: 'Concerts' },
              { id: 2, name: 'For children' },
            ]}
          />
        )}
      </form.Field>
    </EditorForm>
  );
}

const meta = {
  title: 'Console/EditorForm',
  component: Editor,
  args: { title: 'Autumn market', onClose: fn() },
} satisfies Meta<typeof Editor>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Stored: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Edit' })).toBeVisible();
    await expect(canvas.getByLabelText('Category')).toHaveValue('2');
    await expect(canvas.queryByText('Unsaved changes')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

export const Unsaved: Story = {
  play: async ({ canvas }) => {
    const english = within(canvas.getByRole('tabpanel'));
    await userEvent.type(english.getByRole('textbox', { name: 'Title' }), ' on the square');
    await expect(canvas.getByText('Unsaved changes')).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    title:
      'A very long title of an event that runs over more than one line in the editor and in the list',
  },
};
