import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';

import { Badge } from '../badge/badge';
import { DateRange } from '../date-range/date-range';
import { LikeButton } from '../like-button/like-button';
import { BROKEN_IMAGE, LONG_TITLE, logo, picture } from '../lib/story-fixtures';
import { Points, Price } from '../price/price';
import { CardSkeleton, SkeletonGroup } from '../skeleton/skeleton';
import { ContentCard, EventCard, NewsCard, OfferCard, RewardCard, ShopCard } from './card';

const meta = {
  title: 'Content/Card',
  component: ContentCard,
  args: {
    kind: 'event',
    title: 'Easter workshop for children',
    href: '/en/event/12/easter-workshop',
    image: { src: picture('Event', '#00529b', '#00857c', [16, 9]), alt: '' },
    dateRange: <DateRange start="2026-03-28" end="2026-04-06" />,
  },
  // One card at a card's usual width; the grid and horizontal stories set their own.
  decorators: [
    (Story, { parameters }) => (
      <div style={{ maxWidth: (parameters['cardWidth'] as number | undefined) ?? 320 }}>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof ContentCard>;
export default meta;
type Story = StoryObj<typeof meta>;

function Like({ title }: { title: string }) {
  const [liked, setLiked] = useState(false);
  return <LikeButton liked={liked} onLikedChange={setLiked} itemTitle={title} />;
}

export const Event: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Easter workshop for children' });
    await expect(link).toHaveAttribute('href', '/en/event/12/easter-workshop');
  },
};

export const Shop: Story = {
  render: () => (
    <ShopCard
      title="Café Louvre"
      href="/en/shop/3/cafe-louvre"
      eyebrow="Restaurants & cafés"
      image={{ src: logo('Louvre', '#7a3e00'), alt: '' }}
      floor={2}
      likeSlot={<Like title="Café Louvre" />}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Floor 2')).toBeInTheDocument();
    const like = canvas.getByRole('button', { name: 'Add Café Louvre to favourites' });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('aria-pressed', 'true');
  },
};

export const Offer: Story = {
  render: () => (
    <OfferCard
      title="Winter jackets −30%"
      href="/en/offer/8/winter-jackets"
      eyebrow="Sportisimo"
      image={{ src: picture('Offer', '#e4002b', '#f2b705', [1, 1]), alt: '' }}
      dateRange={<DateRange start="2026-11-20" end="2026-12-24" />}
      price={<Price amount={{ decimal: '1399' }} originalAmount={{ decimal: '1999' }} />}
      badges={<Badge variant="danger">−30%</Badge>}
    />
  ),
};

export const News: Story = {
  render: () => (
    <NewsCard
      title="New opening hours for the holidays"
      href="/en/news-detail/5/holiday-hours"
      image={{ src: picture('News', '#333333', '#1f4b99', [16, 9]), alt: '' }}
      dateRange={<DateRange start="2026-12-01" />}
    />
  ),
};

export const Reward: Story = {
  render: () => (
    <RewardCard
      title="Coffee for free"
      href="/en/reward/2/coffee"
      eyebrow="Café Louvre"
      image={{ src: picture('Reward', '#6b2c91', '#00a3e0', [1, 1]), alt: '' }}
      price={<Points value={250} />}
    />
  ),
};

export const LongTextAndMissingImage: Story = {
  args: { title: LONG_TITLE, image: { src: BROKEN_IMAGE }, floor: 0 },
  globals: { language: 'cz' },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  parameters: { cardWidth: 560 },
};

export const Loading: Story = {
  render: () => (
    <SkeletonGroup>
      <CardSkeleton aspectRatio="16 / 9" />
    </SkeletonGroup>
  ),
};

export const Grid: Story = {
  parameters: { cardWidth: 1200 },
  render: () => (
    <div className="grid">
      {['Shop', 'Offer', 'Event', 'News'].map((kind, i) => (
        <EventCard
          key={kind}
          title={`${kind} card ${i + 1}`}
          href={`#${i}`}
          image={{ src: picture(kind, '#1f4b99', '#00857c', [16, 9]) }}
          dateRange={<DateRange start="2026-05-01" end="2026-05-03" />}
        />
      ))}
    </div>
  ),
};

export const German: Story = { globals: { language: 'de' }, args: { floor: 1 } };

export const TenantNovoPlaza: Story = { ...Offer, globals: { tenant: 'novoplaza' } };
export const TenantEuropaSC: Story = { ...Reward, globals: { tenant: 'europasc' } };
