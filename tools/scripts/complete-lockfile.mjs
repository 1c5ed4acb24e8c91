#!/usr/bin/env node
// The registry this project installs from lacks some platform-specific optional packages (e.g.
// @unrs/resolver-binding-android-arm-eabi@1.13.0), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lockfile as out of sync. This adds a lock entry
// for every declared optional dependency that is missing, marked optional with the os/cpu/libc its
// name states, so npm ci skips it on other platforms. Run after `npm install` changes the lock.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../../package-lock.json');
const lock = JSON.parse(await readFile(file, 'utf8'));
const packages = lock.packages;

function resolveFrom(location, name) {
  let base = location;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!base) return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

function platformOf(name) {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'openharmony', 'win32', 'wasm32'].find(
    (o) => name.includes(`-${o}-`) || name.endsWith(`-${o}`),
  );
  const cpu = ['arm64', 'arm', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasi'].find(
    (c) => name.includes(`-${c}`),
  );
  const libc = name.includes('-musl') ? ['musl'] : name.includes('-gnu') ? ['glibc'] : undefined;
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries({ ...packages })) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const found = resolveFrom(location, name);
    const exact = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(version);
    if (!exact) continue; // a range: whatever npm found (or skipped) stands
    // Platform packages are pinned to their parent's exact version; a copy of another version
    // higher up does not satisfy the edge.
    if (found && packages[found].version === version) continue;
    const target =
      found || packages[`node_modules/${name}`]
        ? `${location}/node_modules/${name}`
        : `node_modules/${name}`;
    packages[target] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
await writeFile(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: added ${added} missing optional platform package(s)`);
