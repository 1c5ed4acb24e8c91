import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { EventCard, OfferCard, RewardCard, ShopCard } from '../card/card';
import { Carousel, CAROUSEL_BREAKPOINTS } from '../carousel/carousel';
import { DateRange } from '../date-range/date-range';
import { FooterBar, FooterDivider, FooterLinkGroups, SocialLinks } from '../footer/footer';
import {
  HeaderBar,
  Logo,
  MobileMenuTrigger,
  NavList,
  OverHeader,
  headerStyles,
} from '../header/header';
import { LanguageSwitcher } from '../header/language-menu';
import { logo, picture } from '../lib/story-fixtures';
import { Pagination } from '../pagination/pagination';
import { Points, Price } from '../price/price';

/** A whole page built from the parts, so a designer sees a mall's look at a glance. */
function Page({ language }: { language: string }) {
  return (
    <>
      <OverHeader>
        <span>9:00–21:00</span>
        <a href="#parking">P 312</a>
      </OverHeader>
      <HeaderBar>
        <Logo href="#home" name="Atrium" />
        <NavList
          className={headerStyles.desktopOnly}
          items={[
            { key: 'shops', label: 'Shops', href: '#shops', active: true },
            { key: 'offers', label: 'Offers', href: '#offers' },
            { key: 'events', label: 'Events', href: '#events' },
          ]}
        />
        <div className="cluster" style={{ marginLeft: 'auto' }}>
          <LanguageSwitcher
            current={language}
            languages={[
              { code: 'en', label: 'English', href: '#en' },
              { code: 'cz', label: 'Čeština', href: '#cz', tag: 'cs' },
              { code: 'sk', label: 'Slovenčina', href: '#sk' },
              { code: 'de', label: 'Deutsch', href: '#de' },
            ]}
          />
          <Button size="sm" className={headerStyles.headerButton}>
            Log in
          </Button>
          <MobileMenuTrigger className={headerStyles.mobileOnly} />
        </div>
      </HeaderBar>
      <main className="container stack" style={{ paddingBlock: 24 }}>
        <h1>Shops and services</h1>
        <div className="cluster">
          <Badge variant="primary">All</Badge>
          <Badge variant="outline">Fashion</Badge>
          <Badge variant="outline">Dining</Badge>
        </div>
        <div className="grid">
          <ShopCard
            titleAs="h2"
            title="Café Louvre"
            href="#s1"
            eyebrow="Dining"
            floor={2}
            image={{ src: logo('Louvre') }}
          />
          <OfferCard
            titleAs="h2"
            title="Winter jackets −30%"
            href="#o1"
            image={{ src: picture('Offer', '#e4002b', '#f2b705', [1, 1]) }}
            price={<Price amount={{ decimal: '1399' }} originalAmount={{ decimal: '1999' }} />}
          />
          <EventCard
            titleAs="h2"
            title="Easter workshop"
            href="#e1"
            image={{ src: picture('Event', '#00529b', '#00857c', [16, 9]) }}
            dateRange={<DateRange start="2026-03-28" end="2026-04-06" />}
          />
          <RewardCard
            titleAs="h2"
            title="Coffee for free"
            href="#r1"
            image={{ src: picture('Reward', '#6b2c91', '#00a3e0', [1, 1]) }}
            price={<Points value={250} />}
          />
        </div>
        <hr className="divider" />
        <Carousel label="Upcoming events" breakpoints={CAROUSEL_BREAKPOINTS.four}>
          {Array.from({ length: 6 }, (_, i) => (
            <EventCard
              titleAs="h2"
              key={i}
              title={`Event ${i + 1}`}
              href={`#ev${i}`}
              image={{ src: picture(`Event ${i + 1}`, '#333333', '#1f4b99', [16, 9]) }}
            />
          ))}
        </Carousel>
        <Pagination page={2} pageCount={5} hrefForPage={(n) => `#page-${n}`} />
      </main>
      <FooterBar>
        <FooterLinkGroups
          groups={[
            {
              key: 'discover',
              title: 'Discover',
              links: [{ key: 'shops', label: 'Shops', href: '#shops' }],
            },
            {
              key: 'visitors',
              title: 'For visitors',
              links: [{ key: 'hours', label: 'Opening hours', href: '#h' }],
            },
          ]}
        />
        <FooterDivider />
        <SocialLinks
          links={{
            instagram: 'https://instagram.com/atrium',
            facebook: 'https://facebook.com/atrium',
          }}
        />
      </FooterBar>
    </>
  );
}

const meta = {
  title: 'Foundations/Page showcase',
  component: Page,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals }) => <Page language={String(globals['language'] ?? 'en')} />,
  args: { language: 'en' },
} satisfies Meta<typeof Page>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Beta: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
  },
};
export const GalerieHarfa: Story = { globals: { tenant: 'galerieharfa', language: 'cz' } };
export const NovoPlaza: Story = { globals: { tenant: 'novoplaza', language: 'sk' } };
export const EuropaSC: Story = { globals: { tenant: 'europasc', language: 'de' } };
export const Presentation: Story = { globals: { tenant: 'presentation' } };
export const PhoneNovoPlaza: Story = {
  globals: { tenant: 'novoplaza', viewport: { value: 'phone', isRotated: false } },
};
