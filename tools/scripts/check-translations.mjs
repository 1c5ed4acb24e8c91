#!/usr/bin/env node
// Fails (exit 1) when a message of any catalog has no translation in some locale, when a
// translation drops or invents a placeholder, or when the committed catalogs are stale: it runs
// `lingui extract --clean` into a temporary copy of the catalogs and compares message ids.
// Usage: node tools/scripts/check-translations.mjs [--config path/to/lingui.config.ts]   (docs/i18n.md)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { getConfig } from '@lingui/conf';

const workspace = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const configArg = process.argv.indexOf('--config');
const configPath =
  configArg === -1 ? join(workspace, 'lingui.config.ts') : resolve(process.argv[configArg + 1]);
const config = getConfig({ configPath });
const root = config.rootDir;
const format = config.format;
if (typeof format !== 'object' || typeof format.parse !== 'function') {
  console.error('check-translations: lingui.config.ts must set `format` to a formatter object');
  process.exit(2);
}
const extension = format.catalogExtension ?? '.po';

/** `{locale}`-pattern paths of every catalog, absolute and without extension. */
const catalogPatterns = config.catalogs.map((catalog) =>
  catalog.path.replace('<rootDir>', config.rootDir),
);

async function readCatalog(file, locale) {
  if (!existsSync(file)) return null;
  return format.parse(readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: config.sourceLocale,
    filename: file,
  });
}

/** Top-level ICU argument names: `{name}`, `{count, plural, …}`. */
function placeholders(text) {
  const names = new Set();
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === "'" && (text[i + 1] === '{' || text[i + 1] === '}')) {
      i += 1;
      continue;
    }
    if (char === '{') {
      if (depth === 0) {
        const match = /^\{\s*([\w.]+)/.exec(text.slice(i));
        if (match) names.add(match[1]);
      }
      depth += 1;
    } else if (char === '}') depth = Math.max(0, depth - 1);
  }
  return [...names].sort().join(',');
}

const where = (entry) =>
  entry?.origin?.length ? ` (${[...new Set(entry.origin.map((o) => o[0]))].join(', ')})` : '';
const show = (id, entry) => JSON.stringify(entry?.message ?? id);

const problems = [];
const committed = [];
/** id → the locales whose catalog has no translation for it (one line per message). */
const untranslated = new Map();

// 1. Every message translated in every locale, with the same placeholders.
for (const pattern of catalogPatterns) {
  for (const locale of config.locales) {
    const file = `${pattern.replace('{locale}', locale)}${extension}`;
    const shortFile = relative(root, file);
    const catalog = await readCatalog(file, locale);
    if (catalog === null) {
      problems.push(`${shortFile}: catalog file is missing (run \`npx lingui extract\`)`);
      continue;
    }
    committed.push({ pattern, locale, catalog });
    for (const [id, entry] of Object.entries(catalog)) {
      if (entry.obsolete) continue;
      const translation = entry.translation ?? '';
      if (translation.trim() === '') {
        const item = untranslated.get(id) ?? { entry, locales: [] };
        item.locales.push(locale);
        untranslated.set(id, item);
      } else if (entry.message && placeholders(entry.message) !== placeholders(translation)) {
        problems.push(
          `${shortFile}: ${show(id, entry)} → ${JSON.stringify(translation)} has other placeholders than the source`,
        );
      }
    }
  }
}

for (const [id, { entry, locales }] of untranslated) {
  problems.push(`${show(id, entry)}${where(entry)} has no translation in ${locales.join(', ')}`);
}

// 2. Extraction is not stale: extract afresh into a temporary copy and compare message ids.
const tmp = mkdtempSync(join(tmpdir(), 'atrium-lingui-'));
try {
  const tmpPatterns = catalogPatterns.map((_, index) =>
    join(tmp, String(index), '{locale}', 'messages'),
  );
  for (const [index, pattern] of catalogPatterns.entries()) {
    for (const locale of config.locales) {
      const from = `${pattern.replace('{locale}', locale)}${extension}`;
      const to = `${tmpPatterns[index].replace('{locale}', locale)}${extension}`;
      if (existsSync(from)) cpSync(from, to);
    }
  }
  const tmpConfig = join(tmp, 'lingui.config.mjs');
  writeFileSync(
    tmpConfig,
    [
      `import base from ${JSON.stringify(pathToFileURL(configPath).href)};`,
      `const paths = ${JSON.stringify(tmpPatterns)};`,
      `export default {`,
      `  ...base,`,
      `  rootDir: ${JSON.stringify(config.rootDir)},`,
      `  catalogs: base.catalogs.map((catalog, index) => ({ ...catalog, path: paths[index] })),`,
      `};`,
      '',
    ].join('\n'),
  );
  const require = createRequire(import.meta.url);
  const cli = join(dirname(require.resolve('@lingui/cli')), 'lingui.js');
  const run = spawnSync(process.execPath, [cli, 'extract', '--config', tmpConfig, '--clean'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (run.status !== 0) {
    problems.push(`lingui extract failed:\n${run.stdout}\n${run.stderr}`);
  } else {
    // One line per message, naming the catalogs it is missing from or left over in.
    const stale = new Map();
    const note = (kind, id, entry, file) => {
      const key = `${kind}\u0000${id}`;
      const item = stale.get(key) ?? { kind, id, entry, files: [] };
      item.files.push(file);
      stale.set(key, item);
    };
    for (const { pattern, locale, catalog } of committed) {
      const index = catalogPatterns.indexOf(pattern);
      const file = `${tmpPatterns[index].replace('{locale}', locale)}${extension}`;
      const fresh = (await readCatalog(file, locale)) ?? {};
      const live = (c) => new Set(Object.keys(c).filter((id) => !c[id].obsolete));
      const before = live(catalog);
      const after = live(fresh);
      for (const id of after) if (!before.has(id)) note('new', id, fresh[id], locale);
      for (const id of before) if (!after.has(id)) note('gone', id, catalog[id], locale);
      for (const id of Object.keys(catalog).filter((key) => catalog[key].obsolete)) {
        note('obsolete', id, catalog[id], locale);
      }
    }
    for (const { kind, id, entry, files } of stale.values()) {
      const inFiles = `the ${files.join(', ')} catalog${files.length > 1 ? 's' : ''}`;
      if (kind === 'new') {
        problems.push(
          `${show(id, entry)}${where(entry)} is not extracted into ${inFiles} — run \`npx lingui extract\``,
        );
      } else if (kind === 'gone') {
        problems.push(
          `${show(id, entry)} is no longer in the source but still in ${inFiles} — run \`npx lingui extract --clean\``,
        );
      } else {
        problems.push(
          `obsolete entry ${show(id, entry)} in ${inFiles} — run \`npx lingui extract --clean\``,
        );
      }
    }
  }
} finally {
  rmSync(tmp, { recursive: true, force: true });
}

// Messages per catalog (the largest locale of each; they match when the check passes), summed.
const perCatalog = new Map();
for (const { pattern, catalog } of committed) {
  perCatalog.set(pattern, Math.max(perCatalog.get(pattern) ?? 0, Object.keys(catalog).length));
}
const messageCount = [...perCatalog.values()].reduce((sum, n) => sum + n, 0);
if (problems.length > 0) {
  console.error(`Translation check failed: ${problems.length} problem(s)`);
  for (const problem of problems) console.error(`  ✗ ${problem}`);
  console.error(
    'Fix the catalogs named above (the site: libs/i18n/src/locales, the console: apps/console/src/locales; docs/i18n.md).',
  );
  process.exit(1);
}
console.log(
  `Translation check passed: ${messageCount} message(s) in ${perCatalog.size} catalog(s) translated in ${config.locales.join(', ')}; catalogs match the source.`,
);
