import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { LONG_TITLE } from '../lib/story-fixtures';
import { ContactCard, mapLink } from './contact-card';

const meta = {
  title: 'Mall/ContactCard',
  component: ContactCard,
  args: {
    title: 'Atrium Beta',
    address: ['Českomoravská 2420/15a', '190 00 Praha 9'],
    phone: '+420 222 333 444',
    email: 'info@beta.atrium.example',
    website: 'https://beta.atrium.example/',
    coordinates: { latitude: 50.0779, longitude: 14.4602 },
  },
} satisfies Meta<typeof ContactCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '+420 222 333 444' })).toHaveAttribute(
      'href',
      'tel:+420222333444',
    );
    await expect(canvas.getByRole('link', { name: 'info@beta.atrium.example' })).toHaveAttribute(
      'href',
      'mailto:info@beta.atrium.example',
    );
    await expect(canvas.getByRole('link', { name: /Show on map/ })).toHaveAttribute(
      'href',
      expect.stringContaining('50.0779,14.4602'),
    );
    await expect(mapLink(['A 1', 'Praha'])).toContain('A%201%2C%20Praha');
  },
};
export const AddressOnly: Story = {
  args: { phone: undefined, email: undefined, website: undefined, coordinates: undefined },
};
export const Empty: Story = {
  args: {
    address: undefined,
    phone: undefined,
    email: undefined,
    website: undefined,
    coordinates: undefined,
  },
};
export const LongText: Story = {
  args: {
    address: [LONG_TITLE, '190 00 Praha 9'],
    email: 'a-very-long-mailbox-name-for-the-centre-management@beta.atrium.example',
  },
};
export const Czech: Story = { globals: { language: 'cz' } };
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
