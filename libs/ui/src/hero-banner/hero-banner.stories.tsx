import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';

import type { HeroBannerItem } from '@atrium/domain/settings';

import { LONG_TITLE, picture } from '../lib/story-fixtures';
import { HeroBanner, HeroBannerSkeleton, cssAspectRatio } from './hero-banner';

// Shaped like GET /v1/settings-web-app/hero-banner items.
const items: HeroBannerItem[] = [
  {
    image: picture('Welcome', '#1f4b99', '#00857c', [16, 9]),
    image_mobile: picture('Welcome (phone)', '#1f4b99', '#00857c', [4, 5]),
    url: '/shops-services',
    translations: [
      {
        locale: 'en',
        title: 'Welcome to Atrium Beta',
        description: 'Your shopping centre, open every day',
        button_text: 'Discover shops',
      },
      {
        locale: 'cz',
        title: 'Vítejte v Atrium Beta',
        description: 'Vaše nákupní centrum, otevřeno každý den',
        button_text: 'Objevte obchody',
      },
      {
        locale: 'sk',
        title: 'Vitajte v Atrium Beta',
        description: 'Vaše nákupné centrum, otvorené každý deň',
        button_text: 'Objavte obchody',
      },
      {
        locale: 'de',
        title: 'Willkommen im Atrium Beta',
        description: 'Ihr Einkaufszentrum, jeden Tag geöffnet',
        button_text: 'Geschäfte entdecken',
      },
    ],
  },
  {
    image: picture('Christmas', '#6b2c91', '#b3261e', [16, 9]),
    url: 'https://example.com/christmas',
    open_in_new_tab: true,
    translations: [
      { locale: 'en', title: 'Christmas market', button_text: 'More' },
      { locale: 'cz', title: 'Vánoční trhy', button_text: 'Více' },
    ],
  },
  { image: picture('Image only', '#00529b', '#e4572e', [16, 9]) },
];

const meta = {
  title: 'Content/HeroBanner',
  component: HeroBanner,
  args: { items },
} satisfies Meta<typeof HeroBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Featured' });
    await expect(canvas.getAllByRole('group')).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: 'Welcome to Atrium Beta' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Discover shops' })).toHaveAttribute(
      'href',
      '/shops-services',
    );
    // No autoplay by default: no pause button.
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    region.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('link', { name: 'More' })).toHaveAttribute('target', '_blank'),
    );
    await expect(cssAspectRatio('21:9')).toBe('21 / 9');
    await expect(cssAspectRatio('nonsense')).toBe('16 / 9');
  },
};

export const Autoplay: Story = {
  args: { autoplayMs: 4000 },
  play: async ({ canvas }) => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const toggle = canvas.getByRole('button', {
      name: reduced ? 'Play slideshow' : 'Pause slideshow',
    });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAccessibleName(reduced ? 'Pause slideshow' : 'Play slideshow');
  },
};

export const Wide: Story = { args: { aspectRatio: '21/9' } };
export const SingleSlide: Story = {
  args: { items: items.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).toBeNull();
  },
};
export const LongText: Story = {
  args: {
    items: [
      {
        ...items[0]!,
        translations: [
          {
            locale: 'en',
            title: LONG_TITLE,
            description: LONG_TITLE,
            button_text: 'Discover shops',
          },
        ],
      },
    ],
  },
};
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};
export const Loading: Story = { render: () => <HeroBannerSkeleton /> };
export const Czech: Story = {
  globals: { language: 'cz' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Vítejte v Atrium Beta' })).toBeVisible();
  },
};
export const Slovak: Story = { globals: { language: 'sk' } };
export const German: Story = { globals: { language: 'de' } };
export const Phone: Story = { globals: { viewport: { value: 'phone' } } };
