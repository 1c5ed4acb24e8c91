import { describe, expect, it } from 'vitest';

import { responsiveSources, sizesFor } from './responsive-image';

describe('responsiveSources', () => {
  it('offers AVIF then WebP at the API widths for a picture of the media folder', () => {
    const sources = responsiveSources('http://localhost:3333/media/beta/hero.svg');
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.srcSet).toBe(
      'http://localhost:3333/media/beta/hero.svg?w=480&format=avif 480w, ' +
        'http://localhost:3333/media/beta/hero.svg?w=960&format=avif 960w, ' +
        'http://localhost:3333/media/beta/hero.svg?w=1600&format=avif 1600w',
    );
    expect(responsiveSources('/media/uploads/a.JPG', [480])[1]?.srcSet).toBe(
      '/media/uploads/a.JPG?w=480&format=webp 480w',
    );
  });

  it('leaves other addresses alone: other hosts’ paths, queries, documents, data URLs', () => {
    for (const src of [
      'https://cdn.example/img/hero.jpg',
      'http://localhost:3333/media/beta/hero.svg?v=2',
      'http://localhost:3333/media/receipts/1.pdf',
      'data:image/svg+xml,<svg/>',
      '',
      null,
    ]) {
      expect(responsiveSources(src)).toEqual([]);
    }
  });

  it('sizes: the page on phones, the given width on desktop', () => {
    expect(sizesFor('25vw')).toBe('(min-width: 1024px) 25vw, 100vw');
  });
});
