import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { FooterBar, FooterDivider, FooterLinkGroups, SocialLinks } from './footer';

const groups = [
  {
    key: 'discover',
    title: 'Discover',
    links: [
      { key: 'shops', label: 'Shops and services', href: '/en/shops-services' },
      { key: 'offers', label: 'Offers', href: '/en/offers/1' },
      { key: 'events', label: 'Events', href: '/en/events/1' },
    ],
  },
  {
    key: 'visitors',
    title: 'For visitors',
    links: [
      { key: 'hours', label: 'Opening hours', href: '/en/opening-hours' },
      { key: 'parking', label: 'Parking', href: '/en/parking' },
      { key: 'directions', label: 'How to get here', href: '/en/how-to-get-here' },
    ],
  },
  {
    key: 'about',
    title: 'About us',
    links: [
      { key: 'about', label: 'About', href: '/en/about' },
      { key: 'contact', label: 'Contact', href: '/en/contact' },
    ],
  },
  {
    key: 'useful',
    title: 'Useful links',
    links: [
      { key: 'rules', label: 'Operating rules', href: '/en/operating-rules' },
      {
        key: 'lease',
        label: 'Space lease (PDF)',
        href: 'https://example.com/lease.pdf',
        external: true,
      },
    ],
  },
  { key: 'empty', title: 'Empty group is hidden', links: [] },
];

const social = {
  instagram: 'https://instagram.com/atrium',
  facebook: 'https://facebook.com/atrium',
  youtube: 'https://youtube.com/@atrium',
  tiktok: 'https://tiktok.com/@atrium',
  twitter: null,
};

const meta = {
  title: 'Layout/Footer',
  component: FooterBar,
  parameters: { layout: 'fullscreen' },
  render: () => (
    <FooterBar>
      <FooterLinkGroups groups={groups} />
      <FooterDivider />
      <SocialLinks links={social} />
    </FooterBar>
  ),
} satisfies Meta<typeof FooterBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
    await expect(canvas.queryByText('Empty group is hidden')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Space lease (PDF)' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    const socialLinks = canvas.getAllByRole('link', { name: /opens in a new tab/ });
    await expect(socialLinks).toHaveLength(4);
    await expect(
      canvas.getByRole('link', { name: 'Instagram (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://instagram.com/atrium');
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
export const Czech: Story = { globals: { language: 'cz' } };

export const TenantGalerieHarfa: Story = { globals: { tenant: 'galerieharfa' } };
export const TenantNovoPlaza: Story = { globals: { tenant: 'novoplaza' } };
export const TenantEuropaSC: Story = { globals: { tenant: 'europasc' } };
export const TenantPresentation: Story = { globals: { tenant: 'presentation' } };
