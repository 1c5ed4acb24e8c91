import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { MAIL_PAGE_SLUGS } from './links';

// The site's slug table is browser code (server code may not import it); compare the source.
const slugsSource = readFileSync(
  fileURLToPath(new URL('../../../../libs/i18n/src/slugs.ts', import.meta.url)),
  'utf8',
);

describe('MAIL_PAGE_SLUGS', () => {
  it.each(Object.entries(MAIL_PAGE_SLUGS))('matches the site slugs of %s', (page, slugs) => {
    const key = /^[a-z]+$/.test(page) ? page : `'${page}'`;
    const line = new RegExp(
      `\\n\\s*${key}: \\{ cz: '([^']+)', sk: '([^']+)', de: '([^']+)' \\}`,
    ).exec(slugsSource);
    expect(line, page).not.toBeNull();
    expect([line![1], line![2], line![3]]).toEqual([slugs.cz, slugs.sk, slugs.de]);
    expect(slugs.en).toBe(page);
  });
});
