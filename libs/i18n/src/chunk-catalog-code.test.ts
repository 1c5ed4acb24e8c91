import { describe, expect, it } from 'vitest';

import { catalogLoadersIn, catalogRegistrationCode } from './chunk-catalog-code';

const loaders = [
  { locale: 'en', specifier: './messages-en-Ab_1-x.js' },
  { locale: 'cs', specifier: './messages-cs-Zz9.js' },
];

describe('chunk catalog code', () => {
  it('reads back the loaders it appends', () => {
    const code = `export const a=1;${catalogRegistrationCode(loaders)}`;
    expect(catalogLoadersIn(code)).toEqual(loaders);
  });

  it('reads them after minification', () => {
    const minified =
      'var e=1;{let e=globalThis.__atriumMessages??={chunks:[]},t={en:()=>import(`./messages-en-Ab_1-x.js`),cs:()=>import("./messages-cs-Zz9.js")};e.chunks.push(t),e.load&&await e.load(t)}';
    expect(catalogLoadersIn(minified)).toEqual(loaders);
  });

  it('finds none in a chunk without messages', () => {
    expect(catalogLoadersIn('export const a=()=>import("./shops-pages-d.js");')).toEqual([]);
  });
});
