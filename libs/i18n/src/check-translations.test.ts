import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Runs tools/scripts/check-translations.mjs against a small Lingui project of its own, so each
 * rule of the check is seen failing and passing.
 */
const workspace = resolve(import.meta.dirname, '../../..');
const script = join(workspace, 'tools/scripts/check-translations.mjs');
let dir: string;

const header = (locale: string) =>
  `msgid ""\nmsgstr ""\n"Content-Type: text/plain; charset=utf-8\\n"\n"Language: ${locale}\\n"\n`;
const entry = (id: string, translation: string) =>
  `\n#: src/messages.ts\nmsgid "${id}"\nmsgstr "${translation}"\n`;

function write(
  source: string[],
  catalogs: { en: [string, string][]; cs: [string, string][] },
): void {
  writeFileSync(
    join(dir, 'src/messages.ts'),
    `import { msg } from '@lingui/core/macro';\n${source.map((line, i) => `export const m${i} = ${line};`).join('\n')}\n`,
  );
  for (const locale of ['en', 'cs'] as const) {
    writeFileSync(
      join(dir, `locales/${locale}/messages.po`),
      header(locale) + catalogs[locale].map(([id, text]) => entry(id, text)).join(''),
    );
  }
}

function check() {
  const run = spawnSync(process.execPath, [script, '--config', join(dir, 'lingui.config.ts')], {
    cwd: workspace,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

beforeAll(() => {
  // Inside the workspace (ignored by git as `tmp`) so the fixture config resolves @lingui/*.
  mkdirSync(join(workspace, 'libs/i18n/tmp'), { recursive: true });
  dir = mkdtempSync(join(workspace, 'libs/i18n/tmp/check-'));
  for (const sub of ['src', 'locales/en', 'locales/cs'])
    mkdirSync(join(dir, sub), { recursive: true });
  writeFileSync(
    join(dir, 'lingui.config.ts'),
    `import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'cs'],
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['<rootDir>/src'] }],
  format: formatter({ lineNumbers: false }),
});
`,
  );
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('check-translations.mjs', { timeout: 60_000 }, () => {
  it('passes when every message is extracted and translated, without touching the catalogs', () => {
    write(['msg`Hello`', 'msg`Hi ${name}`'], {
      en: [
        ['Hello', 'Hello'],
        ['Hi {name}', 'Hi {name}'],
      ],
      cs: [
        ['Hello', 'Ahoj'],
        ['Hi {name}', 'Ahoj {name}'],
      ],
    });
    const before = readFileSync(join(dir, 'locales/cs/messages.po'), 'utf8');
    const result = check();
    expect(result.output).toContain('Translation check passed: 2 message(s)');
    expect(result.code).toBe(0);
    expect(readFileSync(join(dir, 'locales/cs/messages.po'), 'utf8')).toBe(before);
  });

  it('fails on a missing translation and on a lost placeholder', () => {
    write(['msg`Hello`', 'msg`Hi ${name}`'], {
      en: [
        ['Hello', 'Hello'],
        ['Hi {name}', 'Hi {name}'],
      ],
      cs: [
        ['Hello', ''],
        ['Hi {name}', 'Ahoj'],
      ],
    });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('"Hello" (src/messages.ts) has no translation in cs');
    expect(result.output).toContain('"Hi {name}" → "Ahoj" has other placeholders');
  });

  it('fails when a message in the source is not extracted', () => {
    write(['msg`Hello`', 'msg`Goodbye`'], {
      en: [['Hello', 'Hello']],
      cs: [['Hello', 'Ahoj']],
    });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('"Goodbye" (src/messages.ts) is not extracted into the en, cs');
  });

  it('fails when a catalog keeps a message the source no longer has', () => {
    write(['msg`Hello`'], {
      en: [
        ['Hello', 'Hello'],
        ['Old text', 'Old text'],
      ],
      cs: [
        ['Hello', 'Ahoj'],
        ['Old text', 'Starý text'],
      ],
    });
    const result = check();
    expect(result.code).toBe(1);
    expect(result.output).toContain('"Old text" is no longer in the source');
  });
});
