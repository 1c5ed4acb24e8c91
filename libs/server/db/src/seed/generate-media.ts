/**
 * Writes the demo images every seed row references (`/media/<tenant>/<name>.<ext>`) into
 * libs/server/db/media as small SVGs (and .txt documents), in the tenant's colours.
 * Run after adding a reference: `npx tsx libs/server/db/src/seed/generate-media.ts`.
 * The files are checked in; the API serves them at /media/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { buildContent, floorTitle, PLAN, slugify } from './content';
import { COMPANIES } from './content-tables';
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

const PALETTE = [
  '#0f766e',
  '#b45309',
  '#7c3aed',
  '#be123c',
  '#1d4ed8',
  '#15803d',
  '#a21caf',
  '#374151',
];
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);

/** A shop's logo (square) or wide image, shared by every tenant that has the shop. */
export function renderShopSvg(file: string): string {
  const wide = file.endsWith('-wide');
  const slug = file.replace(/-wide$/, '');
  const name = COMPANIES.find(([n]) => slugify(n) === slug)?.[0] ?? label(slug);
  const color = PALETTE[hash(slug) % PALETTE.length]!;
  if (wide) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="600" viewBox="0 0 1200 600"><rect width="1200" height="600" fill="${color}"/><rect x="60" y="60" width="1080" height="480" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.5"/><text x="600" y="330" font-family="Georgia, serif" font-size="96" fill="#ffffff" text-anchor="middle">${esc(name)}</text></svg>\n`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="160" r="90" fill="${color}"/><text x="200" y="190" font-family="Arial, sans-serif" font-size="80" font-weight="700" fill="#ffffff" text-anchor="middle">${esc(initials(name))}</text><text x="200" y="320" font-family="Arial, sans-serif" font-size="${name.length > 14 ? 30 : 38}" font-weight="700" fill="${color}" text-anchor="middle">${esc(name)}</text></svg>\n`;
}

/** A floor plan: the floor outline and every shop's area with its unit and name. */
export function renderFloorplanSvg(t: TenantSeed, level: number): string {
  const index = TENANTS.indexOf(t);
  const shops = buildContent(t, index, new Date()).companies.filter(
    (c) => c.floor === level && c.area,
  );
  const rects = shops
    .map((c) => {
      const a = c.area!;
      const name = c.translations[0]!['title']!;
      return `<g id="unit-${esc(c.unit ?? c.slug)}" data-slug="${esc(c.slug)}"><rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" rx="6" fill="#ffffff" stroke="${t.colors.primary}" stroke-width="3"/><text x="${a.x + a.width / 2}" y="${a.y + 40}" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${t.colors.primary}" text-anchor="middle">${esc(c.unit ?? '')}</text><text x="${a.x + a.width / 2}" y="${a.y + 70}" font-family="Arial, sans-serif" font-size="${name.length > 14 ? 11 : 14}" fill="#111111" text-anchor="middle">${esc(name)}</text></g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN.width}" height="${PLAN.height}" viewBox="0 0 ${PLAN.width} ${PLAN.height}"><rect width="${PLAN.width}" height="${PLAN.height}" fill="#f3f4f6"/><rect x="30" y="50" width="${PLAN.width - 60}" height="${PLAN.height - 80}" rx="24" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/><text x="${PLAN.width / 2}" y="36" font-family="Arial, sans-serif" font-size="24" font-weight="700" fill="#111111" text-anchor="middle">${esc(t.name)} – ${esc(floorTitle(level).en)}</text>${rects}</svg>\n`;
}

export function generateMedia(outDir = MEDIA_DIR): number {
  let n = 0;
  for (const ref of collectMediaRefs()) {
    const shopMatch = /^\/media\/shops\/([a-z0-9-]+)\.svg$/.exec(ref);
    if (shopMatch) {
      const file = join(outDir, 'shops', `${shopMatch[1]}.svg`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, renderShopSvg(shopMatch[1]!));
      n++;
      continue;
    }
    const m = /^\/media\/([a-z0-9-]+)\/(.+)\.(svg|txt)$/.exec(ref);
    if (!m) throw new Error(`bad media ref ${ref}`);
    const t = TENANTS.find((x) => x.id === m[1]);
    if (!t) throw new Error(`media ref for unknown tenant ${ref}`);
    const file = join(outDir, m[1]!, `${m[2]}.${m[3]}`);
    mkdirSync(dirname(file), { recursive: true });
    const floor = /^floorplan-(\d+)$/.exec(m[2]!);
    writeFileSync(
      file,
      m[3] === 'txt'
        ? renderTxt(t, m[2]!)
        : floor
          ? renderFloorplanSvg(t, Number(floor[1]))
          : renderSvg(t, m[2]!),
    );
    n++;
  }
  return n;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`wrote ${generateMedia()} files into ${MEDIA_DIR}`);
}
