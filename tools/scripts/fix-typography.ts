// Puts the no-break spaces of Czech and Slovak typography (after one-letter prepositions and
// conjunctions, between a number and its unit) into the cs and sk catalogs' translations: the
// site's (libs/i18n/src/locales) and the staff console's (apps/console/src/locales).
// Run after translating: npx tsx tools/scripts/fix-typography.ts [locales-dir …]   (docs/i18n.md)
// — with folders, only those catalogs. libs/i18n/src/catalog-typography.test.ts and
// apps/console/src/locales/catalog-typography.test.ts fail while a translation lacks them.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { czechTypography } from '../../libs/domain/src/typography';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const folders = process.argv.slice(2).length
  ? process.argv.slice(2).map((folder) => resolve(folder))
  : [join(root, 'libs/i18n/src/locales'), join(root, 'apps/console/src/locales')];

for (const locales of folders)
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
    console.log(`${file}: ${changed} translation(s) given no-break spaces or hyphens`);
  }
