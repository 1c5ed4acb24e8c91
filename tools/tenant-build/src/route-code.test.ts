import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routeCodeMap } from './route-code';

const FEATURES = '/repo/libs/site/src/features/';

function chunk(fileName: string, fields: Partial<Rollup.OutputChunk>): Rollup.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    imports: [],
    exports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    code: '',
    ...fields,
  } as Rollup.OutputChunk;
}

const catalogs = (name: string) =>
  `{let e=globalThis.__atriumMessages,t={en:()=>import(\`./messages-en-${name}.js\`),cs:()=>import("./messages-cs-${name}.js")}}`;

function bundle(...chunks: Rollup.OutputChunk[]): Rollup.OutputBundle {
  return Object.fromEntries(chunks.map((c) => [c.fileName, c]));
}

describe('routeCodeMap', () => {
  const entry = chunk('assets/index-a.js', { isEntry: true, imports: ['assets/react-b.js'] });
  const react = chunk('assets/react-b.js', {});
  const card = chunk('assets/card-c.js', { imports: ['assets/react-b.js'], code: catalogs('c1') });
  const shops = chunk('assets/shops-pages-d.js', {
    isDynamicEntry: true,
    facadeModuleId: `${FEATURES}shops/shops-pages.tsx`,
    exports: ['ShopPage', 'ShopsServicesPage'],
    imports: ['assets/card-c.js', 'assets/react-b.js'],
    code: catalogs('d1'),
  });

  it('names each page export with its chunk, the chunks the entry has not loaded, and their messages by language', () => {
    const map = routeCodeMap(bundle(entry, react, card, shops), FEATURES);
    expect(Object.keys(map).sort()).toEqual(['ShopPage', 'ShopsServicesPage']);
    expect(map['ShopPage']!.files.sort()).toEqual(['assets/card-c.js', 'assets/shops-pages-d.js']);
    expect(map['ShopPage']!.messages['en']!.sort()).toEqual([
      'assets/messages-en-c1.js',
      'assets/messages-en-d1.js',
    ]);
    expect(map['ShopPage']!.messages['cs']).toHaveLength(2);
  });

  it('leaves out an import of a chunk the bundle no longer has (one that only imported CSS)', () => {
    const page = chunk('assets/visit-pages-g.js', {
      isDynamicEntry: true,
      facadeModuleId: `${FEATURES}visit/visit-pages.tsx`,
      exports: ['ParkingPage'],
      imports: ['assets/visit-css-only.js', 'assets/card-c.js'],
    });
    const map = routeCodeMap(bundle(entry, react, card, page), FEATURES);
    expect(map['ParkingPage']!.files.sort()).toEqual([
      'assets/card-c.js',
      'assets/visit-pages-g.js',
    ]);
  });

  it('leaves out chunks outside the pages folder and names two chunks export', () => {
    const other = chunk('assets/offers-pages-e.js', {
      isDynamicEntry: true,
      facadeModuleId: `${FEATURES}offers/offers-pages.tsx`,
      exports: ['ShopPage', 'OffersPage'],
    });
    const widget = chunk('assets/widget-f.js', {
      isDynamicEntry: true,
      facadeModuleId: '/repo/libs/ui/src/widget.tsx',
      exports: ['Widget'],
    });
    const map = routeCodeMap(bundle(entry, react, card, shops, other, widget), FEATURES);
    expect(Object.keys(map).sort()).toEqual(['OffersPage', 'ShopsServicesPage']);
  });
});
