import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { czechTypography } from '@atrium/domain/typography';
import { describe, expect, it } from 'vitest';

/** Every translation of the console's catalog, as written in the PO file (one line each). */
function translations(language: string): string[] {
  const file = join(import.meta.dirname, language, 'messages.po');
  return [...readFileSync(file, 'utf8').matchAll(/^msgstr "(.*)"$/gm)].map((match) => match[1]!);
}

describe.each(['cs', 'sk'])('the console %s catalog', (language) => {
  it('keeps one-letter words and units with the next word (npx tsx tools/scripts/fix-typography.ts apps/console/src/locales)', () => {
    const missing = translations(language).filter((text) => czechTypography(text) !== text);
    expect(missing).toEqual([]);
  });
});
