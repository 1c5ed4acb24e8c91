import { Field, Input } from '@atrium/ui/field';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

import { LanguageTabs } from './language-tabs';

/** An item's texts in the four content languages, a tab each, moved between with the arrows. */
const names: Record<string, string> = {
  en: 'Home and books',
  cz: 'Domov a knihy',
  sk: 'Domov a knihy',
  de: 'Wohnen und Bücher',
};

const meta = {
  title: 'Console/LanguageTabs',
  component: LanguageTabs,
  args: {
    children: (locale) => (
      <Field label="Name">
        <Input defaultValue={names[locale]} />
      </Field>
    ),
  },
} satisfies Meta<typeof LanguageTabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FourLanguages: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'English' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    canvas.getByRole('tab', { name: 'English' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Čeština' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(canvas.getByRole('tabpanel')).getByRole('textbox')).toHaveValue(
      'Domov a knihy',
    );
  },
};

/** Opened on Czech, as an editor opens the tab of a required or refused field. */
export const CzechOpen: Story = { args: { language: 'cz' } };
