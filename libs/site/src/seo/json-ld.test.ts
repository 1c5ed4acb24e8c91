import { parseMall } from '@atrium/domain/mall';
import { describe, expect, it } from 'vitest';

import { eventJsonLd, mallJsonLd } from './json-ld';

const mall = parseMall({
  name: 'Atrium Beta',
  timezone: 'Europe/Prague',
  latitude: 50.1,
  longitude: 14.45,
  address: 'Českomoravská 2420/15a',
  city: 'Praha',
  zip_code: '190 00',
  country: 'CZ',
  phone: '+420 123 456 789',
  image: 'https://api.example.com/media/logo.svg',
  facebook: 'https://www.facebook.com/atrium',
  opening_hours: [
    {
      zone: 'default',
      days: {
        monday: { open: '09:00', close: '21:00' },
        tuesday: { open: '09:00', close: '21:00' },
        wednesday: { open: '09:00', close: '21:00' },
        thursday: { open: '09:00', close: '21:00' },
        friday: { open: '09:00', close: '21:00' },
        saturday: { open: '09:00', close: '24:00' },
        sunday: null,
      },
      exceptions: [
        { date: '2026-12-24', open: '08:00', close: '14:00' },
        { date: '2026-12-25', closed: true },
        { date: '2027-06-01', closed: true },
      ],
    },
    { zone: 'hypermarket', days: { monday: { open: '07:00', close: '22:00' } } },
  ],
});

describe('mallJsonLd', () => {
  it('describes the mall as a ShoppingCenter with address, position and its hours', () => {
    const data = mallJsonLd({
      mall,
      url: 'https://beta.example.com/en',
      now: new Date('2026-12-01T10:00:00Z'),
    });
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ShoppingCenter',
      name: 'Atrium Beta',
      url: 'https://beta.example.com/en',
      telephone: '+420 123 456 789',
      address: {
        '@type': 'PostalAddress',
        streetAddress: 'Českomoravská 2420/15a',
        addressLocality: 'Praha',
        postalCode: '190 00',
        addressCountry: 'CZ',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 50.1, longitude: 14.45 },
      sameAs: ['https://www.facebook.com/atrium'],
    });
    expect(data['openingHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '21:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '23:59',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Sunday'],
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(data['specialOpeningHoursSpecification']).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-24',
        validThrough: '2026-12-24',
        opens: '08:00',
        closes: '14:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
        opens: '00:00',
        closes: '00:00',
      },
    ]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });
});

describe('eventJsonLd', () => {
  it('describes an event at the mall', () => {
    const data = eventJsonLd({
      name: 'Christmas lights',
      description: 'We light the tree.',
      startDate: '2027-01-06T10:00:00.000Z',
      endDate: '2027-02-04T20:00:00.000Z',
      url: 'https://beta.example.com/en/event/12/christmas-lights',
      image: 'https://api.example.com/media/lights.svg',
      mall,
      mallUrl: 'https://beta.example.com/en',
    });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Christmas lights',
      description: 'We light the tree.',
      startDate: '2027-01-06T10:00:00.000Z',
      endDate: '2027-02-04T20:00:00.000Z',
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      url: 'https://beta.example.com/en/event/12/christmas-lights',
      image: ['https://api.example.com/media/lights.svg'],
      location: {
        '@type': 'Place',
        name: 'Atrium Beta',
        url: 'https://beta.example.com/en',
        address: {
          '@type': 'PostalAddress',
          streetAddress: 'Českomoravská 2420/15a',
          addressLocality: 'Praha',
          postalCode: '190 00',
          addressCountry: 'CZ',
        },
      },
      organizer: {
        '@type': 'Organization',
        name: 'Atrium Beta',
        url: 'https://beta.example.com/en',
      },
    });
  });
});
