// Puts the no-break spaces of Czech and Slovak typography (after one-letter prepositions and
// conjunctions, between a number and its unit) into the cs and sk catalogs' translations.
// Run after translating: npx tsx tools/scripts/fix-typography.ts   (docs/i18n.md)
// libs/i18n/src/catalog-typography.test.ts fails while a translation lacks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { czechTypography } from '../../libs/domain/src/typography';

const locales = join(dirname(fileURLToPath(import.meta.url)), '../../libs/i18n/src/locales');

for (const language of ['cs', 'sk']) {
  const file = join(locales, language, 'messages.po');
  const before = readFileSync(file, 'utf8');
  let changed = 0;
  const after = before.replace(/^msgstr "(.*)"$/gm, (line, text: string) => {
    const fixed = czechTypography(text);
    if (fixed === text) return line;
    changed += 1;
    return `msgstr "${fixed}"`;
  });
  if (changed > 0) writeFileSync(file, after);
  console.log(`${language}: ${changed} translation(s) given no-break spaces`);
}
