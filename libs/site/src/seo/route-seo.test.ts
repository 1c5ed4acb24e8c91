// @vitest-environment jsdom
import { defaultSettings } from '@atrium/domain/settings-parse';
import { parseMall } from '@atrium/domain/mall';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { withRouteSeo } from './route-seo';
import type { StructuredData } from './structured-data';

const ORIGIN = window.location.origin;

function context(
  pathname: string,
  locale: string,
  { loaded = true, structuredData }: { loaded?: boolean; structuredData?: StructuredData[] } = {},
) {
  const queryClient = new QueryClient();
  if (loaded) {
    queryClient.setQueryData(['settings'], { ...defaultSettings(), website_name: 'Atrium Beta' });
    queryClient.setQueryData(
      ['mall'],
      parseMall({
        name: 'Atrium Beta',
        city: 'Praha',
        image_wide: '/media/wide.svg',
        opening_hours: [{ zone: 'default', days: { monday: { open: '09:00', close: '21:00' } } }],
      }),
    );
  }
  const sink = structuredData && ((data: StructuredData) => void structuredData.push(data));
  return {
    params: { locale },
    match: { pathname, context: { queryClient, ...(sink ? { structuredData: sink } : {}) } },
  };
}

const TITLE = { meta: [{ title: 'Home' }] };

describe('withRouteSeo', () => {
  it('adds canonical, hreflang, og:* and names the mall on the home page', () => {
    const structuredData: StructuredData[] = [];
    const head = withRouteSeo(context('/sk', 'sk', { structuredData }), TITLE, {
      pageKey: 'index',
    });
    expect(head.meta).toContainEqual({ title: 'Home' });
    expect(head.meta).toContainEqual({ property: 'og:url', content: `${ORIGIN}/sk` });
    expect(head.meta).toContainEqual({ property: 'og:site_name', content: 'Atrium Beta' });
    // The API's /media/ SVGs are shared as their PNG previews; other images stay as they are.
    expect(head.meta).toContainEqual({ property: 'og:image', content: `${ORIGIN}/media/wide.png` });
    expect(head.meta).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' });
    expect(head.links[0]).toEqual({ rel: 'canonical', href: `${ORIGIN}/sk` });
    expect(head.links).toHaveLength(6);
    expect(structuredData).toEqual([
      { type: 'mall', input: expect.objectContaining({ url: `${ORIGIN}/sk` }) },
    ]);
  });

  it('names no structured data where nobody receives it (the browser)', () => {
    const head = withRouteSeo(context('/sk', 'sk'), TITLE, { pageKey: 'index' });
    expect(head).not.toHaveProperty('scripts');
  });

  it('names an event page by its title in each language and describes the Event', () => {
    const item = {
      id: 12,
      image: 'https://cdn.example.com/lights.svg',
      starts_at: '2027-01-06T10:00:00.000Z',
      ends_at: '2027-02-04T20:00:00.000Z',
      translations: [
        { locale: 'en', title: 'Christmas lights' },
        { locale: 'cz', title: 'Rozsvícení stromu', description: 'Rozsvítíme strom.' },
        { locale: 'de', title: 'Weihnachtsbeleuchtung' },
      ],
    };
    const structuredData: StructuredData[] = [];
    const head = withRouteSeo(
      context('/cz/event/12/rozsviceni-stromu', 'cz', { structuredData }),
      TITLE,
      { item },
    );
    const links = Object.fromEntries(
      head.links.map((link) => [link.hrefLang ?? link.rel, link.href]),
    );
    expect(links).toEqual({
      canonical: `${ORIGIN}/cz/akce-detail/12/rozsviceni-stromu`,
      en: `${ORIGIN}/en/event/12/christmas-lights`,
      cs: `${ORIGIN}/cz/akce-detail/12/rozsviceni-stromu`,
      sk: `${ORIGIN}/sk/podujatie/12/rozsviceni-stromu`,
      de: `${ORIGIN}/de/veranstaltung/12/weihnachtsbeleuchtung`,
      'x-default': `${ORIGIN}/cz/akce-detail/12/rozsviceni-stromu`,
    });
    expect(head.meta).toContainEqual({ property: 'og:type', content: 'article' });
    expect(head.meta).toContainEqual({
      property: 'og:image',
      content: 'https://cdn.example.com/lights.svg',
    });
    expect(structuredData).toHaveLength(1);
    expect(structuredData[0]!.type).toBe('event');
    expect(structuredData[0]!.input).toMatchObject({
      name: 'Rozsvícení stromu',
      description: 'Rozsvítíme strom.',
      startDate: '2027-01-06T10:00:00.000Z',
      url: `${ORIGIN}/cz/akce-detail/12/rozsviceni-stromu`,
    });
  });

  it('skips SEO with a console error when the mall or settings are missing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const structuredData: StructuredData[] = [];
    const head = withRouteSeo(context('/en', 'en', { loaded: false, structuredData }), TITLE, {
      pageKey: 'index',
    });
    expect(head).toEqual({ meta: TITLE.meta, links: [] });
    expect(structuredData).toEqual([]);
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});
