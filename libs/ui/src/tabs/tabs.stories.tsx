import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs,
  args: { defaultValue: 'all' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Categories">
        <TabsTrigger value="all">All</TabsTrigger>
        <TabsTrigger value="fashion">Fashion</TabsTrigger>
        <TabsTrigger value="dine">Restaurants and cafés</TabsTrigger>
        <TabsTrigger value="services">Services</TabsTrigger>
      </TabsList>
      <TabsContent value="all">All 124 shops</TabsContent>
      <TabsContent value="fashion">38 fashion shops</TabsContent>
      <TabsContent value="dine">21 places to eat</TabsContent>
      <TabsContent value="services">12 services</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Underline: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Fashion' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('38 fashion shops');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Restaurants and cafés' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('21 places to eat');
  },
};

/** Views of one content: the active view raised on a grey track, unlike the pill-shaped filters. */
export const Segmented: Story = {
  args: { variant: 'segmented' },
  play: async ({ canvas }) => {
    const active = canvas.getByRole('tab', { name: 'All' });
    const other = canvas.getByRole('tab', { name: 'Fashion' });
    await expect(getComputedStyle(active).backgroundColor).not.toBe(
      getComputedStyle(other).backgroundColor,
    );
    await userEvent.click(other);
    await expect(other).toHaveAttribute('aria-selected', 'true');
  },
};
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
