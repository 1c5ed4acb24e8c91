import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Pagination } from './pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 6, pageCount: 20, hrefForPage: (n: number) => `/en/shops/${n}` },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Middle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    const current = canvas.getByRole('link', { name: 'Page 6' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('href', '/en/shops/6');
    await expect(canvas.getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/en/shops/5',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/en/shops/7',
    );
    await expect(canvas.getByRole('link', { name: 'Page 20' })).toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Page 3' })).toBeNull();
  },
};

export const FirstPage: Story = {
  args: { page: 1, pageCount: 4 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).toBeNull();
  },
};

export const LastPage: Story = { args: { page: 20 } };

export const SinglePageRendersNothing: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const CustomRenderLink: Story = {
  args: {
    renderLink: ({ children, ...props }) => (
      <a {...props} data-router-link="true">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'data-router-link',
      'true',
    );
  },
};

export const Czech: Story = {
  globals: { language: 'cz', viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    // The cs catalog from libs/i18n is loaded for the `cz` toolbar language.
    await expect(canvas.getByRole('link', { name: 'Stránka 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
