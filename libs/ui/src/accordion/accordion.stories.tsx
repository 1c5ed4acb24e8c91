import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from './accordion';

const faq = [
  [
    'How do I collect points?',
    'Upload a photo of your receipt in the dashboard within 14 days of purchase.',
  ],
  ['Where can I park?', 'The car park has 1,200 spaces; the first two hours are free.'],
  [LONG_TITLE, LONG_TITLE],
];

const meta = {
  title: 'Navigation/Accordion',
  component: Accordion,
  args: { type: 'single', collapsible: true },
  render: (args) => (
    <Accordion {...args}>
      {faq.map(([q, a], i) => (
        <AccordionItem key={i} value={String(i)}>
          <AccordionTrigger>{q}</AccordionTrigger>
          <AccordionContent>{a}</AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Faq: Story = {
  play: async ({ canvas }) => {
    const q = canvas.getByRole('button', { name: 'How do I collect points?' });
    await expect(q).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(q);
    await expect(q).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/Upload a photo of your receipt/)).toBeVisible();
    await userEvent.click(q);
    await expect(q).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = { args: { type: 'multiple', defaultValue: ['0', '2'] } as never };
