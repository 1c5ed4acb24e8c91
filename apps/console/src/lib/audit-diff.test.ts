import { describe, expect, it } from 'vitest';

import { ABSENT, auditChanges, flatten, hasBeforeAfter } from './audit-diff';

describe('audit entry changes', () => {
  it('lists only the fields that differ, by their path, in the order they appear', () => {
    const before = {
      texts: { site_name: 'Atrium Beta', gift_cards_email: null },
      loyalty: { points_per_1000: 10, min_amount: 100 },
    };
    const after = {
      texts: { site_name: 'Beta Mall', gift_cards_email: 'gifts@mall.example' },
      loyalty: { points_per_1000: 10, min_amount: 150 },
    };
    expect(auditChanges(before, after)).toEqual([
      { path: 'texts.site_name', before: 'Atrium Beta', after: 'Beta Mall', kind: 'changed' },
      {
        path: 'texts.gift_cards_email',
        before: null,
        after: 'gifts@mall.example',
        kind: 'changed',
      },
      { path: 'loyalty.min_amount', before: 100, after: 150, kind: 'changed' },
    ]);
  });

  it('walks into objects and lists of objects; a list of plain values is one field', () => {
    const before = {
      translations: { en: { title: 'Spring fair', text: '<p>Old</p>' }, cz: { title: 'Jarmark' } },
      category_ids: [1, 2],
      items: [{ question: { cz: 'Kde?' } }, { question: { cz: 'Kdy?' } }],
    };
    const after = {
      translations: {
        en: { title: 'Summer fair', text: '<p>Old</p>' },
        cz: { title: 'Jarmark' },
        de: { title: 'Sommermarkt' },
      },
      category_ids: [2, 1],
      items: [{ question: { cz: 'Kde?' } }],
    };
    expect(auditChanges(before, after)).toEqual([
      {
        path: 'translations.en.title',
        before: 'Spring fair',
        after: 'Summer fair',
        kind: 'changed',
      },
      { path: 'category_ids', before: '[1,2]', after: '[2,1]', kind: 'changed' },
      { path: 'items[1].question.cz', before: 'Kdy?', after: ABSENT, kind: 'removed' },
      { path: 'translations.de.title', before: ABSENT, after: 'Sommermarkt', kind: 'added' },
    ]);
  });

  it("names a post's translations by language and items by id, matched by it", () => {
    const before = {
      translations: [
        { locale: 'cz', title: 'Jarmark', article: '<p>Text</p>' },
        { locale: 'en', title: 'Spring fair' },
      ],
      slides: [
        { id: 4, title: 'A' },
        { id: 7, title: 'B' },
      ],
    };
    const after = {
      translations: [
        { locale: 'de', title: 'Jahrmarkt' },
        { locale: 'cz', title: 'Jarmark', article: '<p>Nový text</p>' },
        { locale: 'en', title: 'Spring fair' },
      ],
      slides: [{ id: 7, title: 'B' }],
    };
    expect(auditChanges(before, after)).toEqual([
      {
        path: 'translations.cz.article',
        before: '<p>Text</p>',
        after: '<p>Nový text</p>',
        kind: 'changed',
      },
      { path: 'slides[id=4].title', before: 'A', after: ABSENT, kind: 'removed' },
      { path: 'translations.de.title', before: ABSENT, after: 'Jahrmarkt', kind: 'added' },
    ]);
  });

  it('a creation has every field added, a removal every field removed', () => {
    expect(auditChanges(null, { email: 'a@b.cz', role: 'desk' })).toEqual([
      { path: 'email', before: ABSENT, after: 'a@b.cz', kind: 'added' },
      { path: 'role', before: ABSENT, after: 'desk', kind: 'added' },
    ]);
    expect(auditChanges({ id: 4 }, undefined)).toEqual([
      { path: 'id', before: 4, after: ABSENT, kind: 'removed' },
    ]);
  });

  it('tells an entry without before and after from one whose sides are equal', () => {
    expect(hasBeforeAfter(null, null)).toBe(false);
    expect(hasBeforeAfter(undefined, null)).toBe(false);
    expect(auditChanges(null, null)).toEqual([]);
    expect(hasBeforeAfter({ a: 1 }, { a: 1 })).toBe(true);
    expect(auditChanges({ a: 1 }, { a: 1 })).toEqual([]);
    // A value that became null is a change, not a missing side.
    expect(auditChanges({ a: 'x' }, { a: null })).toEqual([
      { path: 'a', before: 'x', after: null, kind: 'changed' },
    ]);
  });

  it('keeps empty objects and lists, and a whole value that is no object, as leaves', () => {
    expect([...flatten({ a: {}, b: [], c: [{ d: true }] })]).toEqual([
      ['a', '{}'],
      ['b', '[]'],
      ['c[0].d', true],
    ]);
    expect(auditChanges('old', 'new')).toEqual([
      { path: '', before: 'old', after: 'new', kind: 'changed' },
    ]);
  });
});
