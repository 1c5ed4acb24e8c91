import { parseMall } from '@atrium/domain/mall';
import { describe, expect, it } from 'vitest';
import { structuredDataCollector } from './structured-data-html';

const mall = parseMall({
  name: 'Atrium </script><script>alert(1)</script>',
  city: 'Praha',
  opening_hours: [{ zone: 'default', days: { monday: { open: '09:00', close: '21:00' } } }],
});

function scriptsOf(html: string): Record<string, unknown>[] {
  return [
    ...html.matchAll(/<script type="application\/ld\+json" data-structured-data>(.*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

describe('structuredDataCollector', () => {
  it('writes nothing for a page without structured data', () => {
    expect(structuredDataCollector().html()).toBe('');
  });

  it('writes each named kind once, the last naming winning', () => {
    const collector = structuredDataCollector();
    const input = { mall, url: 'https://beta.example/en', now: new Date('2026-11-27T10:00:00Z') };
    collector.sink({ type: 'mall', input: { ...input, url: 'https://beta.example/cz' } });
    collector.sink({ type: 'mall', input });
    collector.sink({
      type: 'event',
      input: {
        name: 'Sneaker week',
        startDate: '2026-12-01T09:00:00.000Z',
        url: 'https://beta.example/en/event/6/sneaker-week',
        mall,
        mallUrl: 'https://beta.example/en',
      },
    });
    const [shoppingCentre, event] = scriptsOf(collector.html());
    expect(shoppingCentre).toMatchObject({
      '@type': 'ShoppingCenter',
      url: 'https://beta.example/en',
    });
    expect(shoppingCentre!['openingHoursSpecification']).toContainEqual(
      expect.objectContaining({ dayOfWeek: ['Monday'], opens: '09:00', closes: '21:00' }),
    );
    expect(event).toMatchObject({ '@type': 'Event', name: 'Sneaker week' });
  });

  it('never lets a text close its script element', () => {
    const collector = structuredDataCollector();
    collector.sink({ type: 'mall', input: { mall, url: 'https://beta.example/en' } });
    const html = collector.html();
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(scriptsOf(html)[0]!['name']).toBe(mall.name);
  });
});
