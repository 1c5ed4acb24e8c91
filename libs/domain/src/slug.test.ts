import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Galerie Harfa', 'galerie-harfa'],
    ['Příliš žluťoučký kůň úpěl ďábelské ódy', 'prilis-zlutoucky-kun-upel-dabelske-ody'],
    ['Ľúbostná báseň – ôsmy diel', 'lubostna-basen-osmy-diel'],
    ['Große Straße & Café', 'grosse-strasse-and-cafe'],
    ['  50 % sleva!!! ', '50-sleva'],
    ['H&M', 'h-and-m'],
  ])('%s → %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('never returns an empty slug', () => {
    expect(slugify('!!!')).toBe('item');
    expect(slugify('')).toBe('item');
  });

  it('cuts long titles at a word boundary dash', () => {
    const slug = slugify('a'.repeat(10) + ' ' + 'b'.repeat(10), 11);
    expect(slug).toBe('aaaaaaaaaa');
  });
});
