import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { ResultsSummary } from './results-summary';

const meta = {
  title: 'Lists/ResultsSummary',
  component: ResultsSummary,
  args: { total: 40, page: 2, perPage: 12 },
} satisfies Meta<typeof ResultsSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('13–24 of 40 results');
  },
};
export const WithQuery: Story = {
  args: { query: 'shoes', page: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('37–40 of 40 results for “shoes”');
  },
};
export const OnePage: Story = {
  args: { total: 1, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/^1 result$/);
  },
};
export const Empty: Story = {
  args: { total: 0, query: 'xyz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No results for “xyz”');
  },
};
export const Loading: Story = { args: { loading: true } };
export const LongQuery: Story = { args: { query: LONG_TITLE } };
export const Czech: Story = { args: { total: 3, page: 1 }, globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
