import { describe, expect, it } from 'vitest';
import {
  billingInformation,
  billingInformationRows,
  formatMallAddress,
  mallDirectionsUrl,
  telHref,
  mallSchema,
  parseMall,
  socialLinks,
} from './mall';
import { todaysOpeningHours } from './opening-hours';

const raw = {
  id: 1,
  name: 'Galerie Harfa',
  timezone: 'Europe/Prague',
  latitude: '50.1056',
  longitude: 14.4906,
  address: 'Českomoravská 2420/15a',
  address_2: '',
  city: 'Praha 9',
  country: 'CZ',
  zip_code: '190 00',
  phone: '+420 000 000 000',
  email: 'info@example.com',
  image: '/img/logo.svg',
  image_wide: null,
  management: [{ name: 'Jana Nováková', position: 'Centre manager' }],
  property_management: '{"name":"Harfa Property s.r.o.","phone":"+420 111"}',
  instagram: 'https://instagram.com/harfa',
  facebook: '',
  youtube: 'https://youtube.com/harfa',
  legal_name: 'Galerie Harfa a.s.',
  purchase_order_number: 'PO-17',
  billing_email: 'billing@example.com',
  registration_number: '12345678',
  vat_registration_number: 'CZ12345678',
  opening_hours: [
    { zone: 'default', status: 'open', days: { monday: { open: '09:00', close: '21:00' } } },
  ],
  supported_languages: ['cz', 'en', 'fr'],
  date_format: 'DD.MM.YYYY',
  time_format: 'HH:mm',
  extra_field: 'kept',
};

function collect() {
  const messages: string[] = [];
  return { messages, log: (message: string) => messages.push(message) };
}

describe('parseMall', () => {
  it('parses every spec field', () => {
    const { messages, log } = collect();
    const mall = parseMall(raw, log);
    expect(messages).toEqual([]);
    expect(mall).toMatchObject({
      name: 'Galerie Harfa',
      timezone: 'Europe/Prague',
      latitude: 50.1056,
      longitude: 14.4906,
      address_2: null,
      image: '/img/logo.svg',
      image_wide: null,
      image_icon: null,
      management: [{ name: 'Jana Nováková', position: 'Centre manager' }],
      property_management: { name: 'Harfa Property s.r.o.', phone: '+420 111' },
      instagram: 'https://instagram.com/harfa',
      facebook: null,
      twitter: null,
      supported_languages: ['cz', 'en'],
      date_format: 'DD.MM.YYYY',
      time_format: 'HH:mm',
      extra_field: 'kept',
    });
    expect(mall.opening_hours[0]?.days.monday).toEqual({ open: '09:00', close: '21:00' });
  });

  it('accepts property management as an object', () => {
    const mall = parseMall({ ...raw, property_management: { name: 'PM' } });
    expect(mall.property_management).toEqual({ name: 'PM' });
  });

  it('logs and ignores invalid property management JSON', () => {
    const { messages, log } = collect();
    const mall = parseMall({ ...raw, property_management: '{"name": ' }, log);
    expect(mall.property_management).toBeNull();
    expect(messages).toEqual(['mall: invalid JSON in property_management ignored']);
  });

  it('logs and ignores property management that is not an object', () => {
    const { messages, log } = collect();
    expect(parseMall({ ...raw, property_management: '[1,2]' }, log).property_management).toBeNull();
    expect(parseMall({ ...raw, property_management: 42 }, log).property_management).toBeNull();
    expect(messages).toHaveLength(2);
  });

  it('needs nothing but a name, with sensible defaults', () => {
    const { messages, log } = collect();
    const mall = parseMall({ name: 'Beta' }, log);
    expect(mall).toMatchObject({
      timezone: 'Europe/Prague',
      latitude: null,
      management: [],
      property_management: null,
      opening_hours: [],
      supported_languages: ['en', 'cz', 'sk', 'de'],
    });
    expect(messages).toEqual([]);
  });

  it('falls back to Europe/Prague for an unknown time zone', () => {
    expect(mallSchema.parse({ name: 'X', timezone: 'Mars/Olympus' }).timezone).toBe(
      'Europe/Prague',
    );
    expect(mallSchema.parse({ name: 'X', timezone: 'Europe/Bratislava' }).timezone).toBe(
      'Europe/Bratislava',
    );
  });

  it('reads the currency as an ISO code, CZK when absent or malformed', () => {
    expect(mallSchema.parse({ name: 'X', currency: 'eur' }).currency).toBe('EUR');
    expect(mallSchema.parse({ name: 'X' }).currency).toBe('CZK');
    expect(mallSchema.parse({ name: 'X', currency: 'Kč' }).currency).toBe('CZK');
  });

  it('reads supported languages from a comma-space list too', () => {
    expect(
      mallSchema.parse({ name: 'X', supported_languages: 'cz, sk' }).supported_languages,
    ).toEqual(['cz', 'sk']);
  });

  it('rejects a mall without a name or with malformed hours', () => {
    expect(() => parseMall({})).toThrow();
    expect(() =>
      parseMall({ name: 'X', opening_hours: [{ days: { monday: { open: 'nine' } } }] }),
    ).toThrow();
  });

  it("feeds today's opening hours", () => {
    const mall = parseMall(raw);
    const today = todaysOpeningHours(
      mall.opening_hours,
      new Date('2026-03-16T10:00:00Z'),
      mall.timezone,
    );
    expect(today).toMatchObject({ status: 'open', open: '09:00', close: '21:00' });
  });
});

describe('derived information', () => {
  const mall = parseMall(raw);

  it('derives billing information', () => {
    expect(billingInformation(mall)).toEqual({
      companyLegalName: 'Galerie Harfa a.s.',
      purchaseOrderNumber: 'PO-17',
      billingEmail: 'billing@example.com',
      registrationNumber: '12345678',
      companyVat: 'CZ12345678',
      billingAddress: 'Českomoravská 2420/15a',
      city: 'Praha 9',
      state: null,
      country: 'CZ',
      zipCode: '190 00',
    });
    expect(billingInformation(parseMall({ ...raw, address_2: 'Floor 2' })).billingAddress).toBe(
      'Českomoravská 2420/15a, Floor 2',
    );
  });

  it('lists billing rows without empty values', () => {
    const rows = billingInformationRows(mall);
    expect(rows.map((row) => row.key)).toEqual([
      'companyLegalName',
      'purchaseOrderNumber',
      'billingEmail',
      'registrationNumber',
      'companyVat',
      'billingAddress',
      'city',
      'country',
      'zipCode',
    ]);
  });

  it('lists the social links that are set', () => {
    expect(socialLinks(mall)).toEqual([
      { network: 'instagram', url: 'https://instagram.com/harfa' },
      { network: 'youtube', url: 'https://youtube.com/harfa' },
    ]);
  });

  it('formats the address on one line', () => {
    expect(formatMallAddress(mall)).toBe('Českomoravská 2420/15a, 190 00 Praha 9');
    expect(formatMallAddress({ ...mall, state: 'Praha' })).toBe(
      'Českomoravská 2420/15a, 190 00 Praha 9',
    );
    expect(formatMallAddress({ ...mall, state: 'Hlavní město Praha' }, { withCountry: true })).toBe(
      'Českomoravská 2420/15a, 190 00 Praha 9, Hlavní město Praha, CZ',
    );
    expect(mallDirectionsUrl(mall)).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=50.1056,14.4906',
    );
    expect(mallDirectionsUrl({ ...mall, latitude: null, longitude: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Galerie%20Harfa%2C%20%C4%8Ceskomoravsk%C3%A1%202420%2F15a%2C%20190%2000%20Praha%209%2C%20CZ',
    );
    expect(telHref('+420 222 000-100')).toBe('tel:+420222000100');
  });
});
