/**
 * Writes the demo images every seed row references (`/media/<tenant>/<name>.<ext>`) into
 * libs/server/db/media as small SVGs (and .txt documents), in the tenant's colours.
 * Run after adding a reference: `npx tsx libs/server/db/src/seed/generate-media.ts`.
 * The files are checked in; the API serves them at /media/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { collectMediaRefs } from './media-refs';
import { MEDIA_DIR } from './media-dir';
import { TENANTS, type TenantSeed } from './tenants';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function label(name: string) {
  return name.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

function initials(name: string) {
  return name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
}

export function renderSvg(t: TenantSeed, name: string): string {
  const { primary, secondary, accent } = t.colors;
  const inverted = name.includes('inverted');
  const fg = inverted ? '#ffffff' : primary;
  if (name === 'icon' || name.startsWith('icon-')) {
    const text = name === 'icon' ? initials(t.name) : label(name.slice(5)).slice(0, 1);
    return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><rect width="256" height="256" rx="48" fill="${primary}"/><text x="128" y="160" font-family="Arial, sans-serif" font-size="110" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(text)}</text></svg>\n`;
  }
  if (name.startsWith('logo')) {
    const wide = name.includes('wide');
    const [w, h] = wide ? [640, 160] : [320, 320];
    const bg = inverted ? `<rect width="${w}" height="${h}" fill="${primary}"/>` : '';
    const mark = `<circle cx="${wide ? 80 : 160}" cy="${wide ? 80 : 120}" r="${wide ? 56 : 80}" fill="${inverted ? '#ffffff' : primary}"/><circle cx="${wide ? 80 : 160}" cy="${wide ? 80 : 120}" r="${wide ? 24 : 34}" fill="${secondary}"/>`;
    const text = wide
      ? `<text x="160" y="100" font-family="Arial, sans-serif" font-size="56" font-weight="700" fill="${fg}">${esc(t.name)}</text>`
      : `<text x="160" y="270" font-family="Arial, sans-serif" font-size="36" font-weight="700" fill="${fg}" text-anchor="middle">${esc(t.name)}</text>`;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bg}${mark}${text}</svg>\n`;
  }
  const mobile = name.endsWith('-mobile');
  const [w, h] = mobile ? [750, 1000] : [1600, 900];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${primary}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#g)"/><circle cx="${w * 0.8}" cy="${h * 0.25}" r="${h * 0.35}" fill="${secondary}" opacity="0.35"/><circle cx="${w * 0.15}" cy="${h * 0.85}" r="${h * 0.25}" fill="#ffffff" opacity="0.15"/><text x="${w / 2}" y="${h / 2}" font-family="Arial, sans-serif" font-size="${mobile ? 56 : 72}" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(t.name)}</text><text x="${w / 2}" y="${h / 2 + (mobile ? 70 : 90)}" font-family="Arial, sans-serif" font-size="${mobile ? 36 : 44}" fill="#ffffff" text-anchor="middle" opacity="0.9">${esc(label(name.replace(/-mobile$/, '')))}</text></svg>\n`;
}

function renderTxt(t: TenantSeed, name: string): string {
  return `${t.name} — ${label(name)}\n\nDemo document for the Atrium demo data. ${t.legalName}, ${t.address.street}, ${t.address.zip} ${t.address.city}.\n`;
}

export function generateMedia(outDir = MEDIA_DIR): number {
  let n = 0;
  for (const ref of collectMediaRefs()) {
    const m = /^\/media\/([a-z0-9-]+)\/(.+)\.(svg|txt)$/.exec(ref);
    if (!m) throw new Error(`bad media ref ${ref}`);
    const t = TENANTS.find((x) => x.id === m[1]);
    if (!t) throw new Error(`media ref for unknown tenant ${ref}`);
    const file = join(outDir, m[1]!, `${m[2]}.${m[3]}`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, m[3] === 'svg' ? renderSvg(t, m[2]!) : renderTxt(t, m[2]!));
    n++;
  }
  return n;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`wrote ${generateMedia()} files into ${MEDIA_DIR}`);
}
