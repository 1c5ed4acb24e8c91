#!/usr/bin/env node
// The npm packages a server's compiled code needs at run time, copied out of an installed
// node_modules into a folder of their own: the named packages and, recursively, what they depend
// on, resolved the way Node resolves them (nested node_modules first, then upwards). An image
// copies that folder instead of the whole install (docs/deploy.md, "Images").
//
//   node deploy/images/package-closure.mjs --root /app --to /runtime sharp pg ...
//   node deploy/images/package-closure.mjs --root /app --to /runtime --externals-of apps/api/build.mjs
//   node deploy/images/package-closure.mjs --root /app --to /runtime --imports-of <dir|file> ...
//
// --externals-of takes the EXTERNAL_PACKAGES a build script exports (what its bundle leaves as
// imports); --imports-of reads built JavaScript (esbuild, all bare imports external) for the
// packages it imports, dynamic imports included; --except <name,…> leaves out packages that such
// code imports only where a server never goes (the caller says why). Without --to it prints what
// it would copy.
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** `react-dom/server` → `react-dom`, `@scope/pkg/sub` → `@scope/pkg`; null for built-ins. */
export function packageName(specifier) {
  if (isBuiltin(specifier) || specifier.startsWith('.') || specifier.startsWith('/')) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const exists = (file) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Where `name` resolves from the package folder `from` (or null), as Node's lookup walks up. */
async function resolvePackage(root, from, name) {
  let dir = from;
  for (;;) {
    const candidate = path.join(dir, 'node_modules', name);
    if (await exists(path.join(candidate, 'package.json'))) return candidate;
    if (dir === root) return null;
    const parent = path.dirname(dir);
    // From node_modules/a/node_modules/b the next place to look is node_modules/a, not
    // node_modules/a/node_modules.
    dir = path.basename(parent) === 'node_modules' ? path.dirname(parent) : parent;
    if (!dir.startsWith(root)) return null;
  }
}

/**
 * Every installed package folder (absolute paths) that `names` need, looked up from `root`:
 * dependencies, optional dependencies that are installed (other platforms' are not) and peer
 * dependencies. A missing required dependency is an error: the image would fail at run time.
 */
export async function packageClosure(root, names) {
  const found = new Set();
  const queue = [];
  for (const name of names) {
    const dir = await resolvePackage(root, root, name);
    if (!dir) throw new Error(`${name} is not installed under ${root}/node_modules`);
    queue.push(dir);
  }
  while (queue.length > 0) {
    const dir = queue.shift();
    if (found.has(dir)) continue;
    found.add(dir);
    const manifest = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8'));
    const optional = new Set([
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.entries(manifest.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta?.optional)
        .map(([name]) => name),
    ]);
    const wanted = new Set([
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]);
    for (const name of wanted) {
      const resolved = await resolvePackage(root, dir, name);
      if (resolved) queue.push(resolved);
      else if (!optional.has(name)) {
        throw new Error(`${path.relative(root, dir)} needs ${name}, which is not installed`);
      }
    }
  }
  return [...found].sort();
}

/** Copies each package folder to the same place under `to` (its own nested node_modules apart). */
export async function copyPackages(root, dirs, to) {
  for (const dir of dirs) {
    const target = path.join(to, path.relative(root, dir));
    await cp(dir, target, {
      recursive: true,
      // Nested node_modules are packages of their own: in `dirs` when needed, else left out.
      filter: (source) => path.relative(dir, source).split(path.sep)[0] !== 'node_modules',
    });
  }
}

/** The bare package names built JavaScript files import (static, dynamic and required). */
export async function importedPackages(files) {
  const { build } = await import('esbuild');
  const names = new Set();
  const result = await build({
    entryPoints: files,
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
    outdir: '/nonexistent',
    plugins: [
      {
        name: 'bare-imports-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
            const name = packageName(specifier);
            if (name) names.add(name);
            return { path: specifier, external: true };
          });
        },
      },
    ],
  });
  void result;
  // esbuild's bundles call require() of CommonJS code they left external through __require.
  for (const file of files) {
    for (const [, specifier] of (await readFile(file, 'utf8')).matchAll(
      /__require\("([^"]+)"\)/g,
    )) {
      const name = packageName(specifier);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

async function javascriptFiles(target) {
  if (!(await stat(target)).isDirectory()) return [target];
  const entries = await readdir(target, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && /\.(m?js|cjs)$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

if (import.meta.main) {
  const args = process.argv.slice(2);
  const take = (flag) => {
    const at = args.indexOf(flag);
    if (at < 0) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const root = path.resolve(take('--root') ?? '.');
  const to = take('--to');
  const except = new Set((take('--except') ?? '').split(',').filter(Boolean));
  const buildScript = take('--externals-of');
  if (buildScript) {
    const { EXTERNAL_PACKAGES } = await import(pathToFileURL(path.resolve(buildScript)).href);
    args.push(...EXTERNAL_PACKAGES);
  }
  const scan = args.indexOf('--imports-of');
  let names = args;
  if (scan >= 0) {
    const targets = args.splice(scan).slice(1);
    const files = (await Promise.all(targets.map(javascriptFiles))).flat();
    names = [...args, ...(await importedPackages(files))];
  }
  names = names.filter((name) => !except.has(name));
  const dirs = await packageClosure(root, names);
  if (to) await copyPackages(root, dirs, path.resolve(to));
  console.log(
    `${dirs.length} packages for ${names.join(', ')}${to ? ` copied to ${to}` : ''}:\n` +
      dirs.map((d) => `  ${path.relative(root, d)}`).join('\n'),
  );
}
