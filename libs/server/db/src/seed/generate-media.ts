/**
 * Writes the demo images every seed row references (`/media/<tenant>/<name>.<ext>`) into
 * libs/server/db/media as small SVGs (and .txt documents): Fluent Emoji objects on backdrops in the
 * tenant's (or shop's) colours, wordmark logos, emoji badges; no placeholder text in the pictures.
 * Run after adding a reference: `npx tsx libs/server/db/src/seed/generate-media.ts`.
 * The files are checked in; the API serves them at /media/.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import {
  buildContent,
  PLAN,
  planHeight,
  slugify,
  unitArea,
  walkwaysFor,
  walkwayTop,
} from './content';
import { catalogueOf } from './catalogues';
import { emoji } from './emoji';
import { collectMediaRefs } from './media-refs';
import { MEDIA_DIR } from './media-dir';
import { CATEGORY_SUBJECT, subjectOf } from './media-subjects';
import { TENANTS, type TenantSeed } from './tenants';

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function label(name: string) {
  return name.replace(/-/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
}

/** DejaVu Sans is what librsvg finds on the CI image (fonts-dejavu-core) when sharp rasterises. */
const FONT = "'DejaVu Sans', Arial, sans-serif";
/** Average advance of a bold DejaVu Sans glyph, in ems: enough to fit a wordmark to its box. */
const EM_PER_CHAR = 0.66;

/** Breaks `text` into at most `maxLines` lines of whole words, balanced by length. */
function wrap(text: string, maxLines: number): string[] {
  const words = text.split(/\s+/);
  if (words.length === 1 || maxLines === 1) return [text];
  const target = text.length / Math.min(maxLines, words.length);
  const lines: string[] = [];
  for (const w of words) {
    const last = lines[lines.length - 1];
    if (
      last !== undefined &&
      (last.length + 1 + w.length <= target + 3 || lines.length === maxLines)
    )
      lines[lines.length - 1] = `${last} ${w}`;
    else lines.push(w);
  }
  return lines;
}

/** A typeset wordmark centred in a w × h box: the name, as large as fits, in `fill`. */
function wordmark(
  name: string,
  w: number,
  h: number,
  fill: string,
  maxLines: number,
  align: 'start' | 'middle' = 'middle',
): string {
  const lines = wrap(name, maxLines);
  // The whole name as the SVG's title: the accessible name, whichever lines the words fell on.
  const title = `<title>${esc(name)}</title>`;
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.floor(
    Math.min((w * 0.84) / (longest * EM_PER_CHAR), (h * 0.7) / (lines.length * 1.15)),
  );
  const top = h / 2 - ((lines.length - 1) * size * 1.15) / 2 + size * 0.36;
  return (
    title +
    lines
      .map(
        (l, i) =>
          `<text x="${align === 'start' ? 0 : w / 2}" y="${Math.round(top + i * size * 1.15)}" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="${(size * -0.02).toFixed(1)}" fill="${fill}" text-anchor="${align}">${esc(l)}</text>`,
      )
      .join('')
  );
}

/**
 * The demo picture: `subject` (a Fluent Emoji) on a soft gradient in the given colours, with a
 * light disc behind it. No text in the pixels; the page carries the name as alt text.
 */
export function scene(w: number, h: number, from: string, to: string, subject: string): string {
  const s = Math.round(Math.min(w, h) * 0.62);
  const cx = w / 2;
  const cy = h / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/><circle cx="${w * 0.86}" cy="${h * 0.18}" r="${Math.min(w, h) * 0.32}" fill="#ffffff" opacity="0.12"/><circle cx="${w * 0.1}" cy="${h * 0.9}" r="${Math.min(w, h) * 0.26}" fill="#ffffff" opacity="0.1"/><circle cx="${cx}" cy="${cy}" r="${s * 0.95}" fill="url(#glow)"/>${emoji(subject, Math.round(cx - s / 2), Math.round(cy - s / 2), s)}</svg>\n`;
}

/** A badge or icon: the subject on a disc (badges) or rounded square (app icon) in `color`. */
function token(size: number, color: string, subject: string, shape: 'disc' | 'square'): string {
  const bg =
    shape === 'disc'
      ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="${color}"/><circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="#ffffff" opacity="0.18"/>`
      : `<rect width="${size}" height="${size}" rx="${size * 0.19}" fill="${color}"/>`;
  const s = Math.round(size * 0.6);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${bg}${emoji(subject, (size - s) / 2, (size - s) / 2, s)}</svg>\n`;
}

export function renderSvg(t: TenantSeed, name: string): string {
  const { primary, secondary, accent } = t.colors;
  const inverted = name.includes('inverted');
  if (name.startsWith('logo')) {
    const wide = name.includes('wide');
    const [w, h] = wide ? [640, 160] : [320, 320];
    const bg = inverted ? `<rect width="${w}" height="${h}" fill="${primary}"/>` : '';
    // The wide logo (the header's and footer's) starts at its left edge, as the column it heads
    // does: centred, its wordmark sat 20 px in from the page's other content.
    const rule = wide
      ? `<rect x="2" y="${h - 22}" width="${w * 0.3}" height="6" rx="3" fill="${inverted ? '#ffffff' : accent}"/>`
      : `<rect x="${w * 0.3}" y="${h - 60}" width="${w * 0.4}" height="8" rx="3" fill="${inverted ? '#ffffff' : accent}"/>`;
    const mark = wordmark(
      t.name,
      w,
      wide ? h - 20 : h - 40,
      inverted ? '#ffffff' : primary,
      wide ? 1 : 2,
      wide ? 'start' : 'middle',
    );
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${bg}${mark}${rule}</svg>\n`;
  }
  const subject = subjectOf(name);
  if (name === 'icon' || name.startsWith('icon-')) return token(256, primary, subject, 'square');
  if (/^(badge|tier)-/.test(name))
    return token(256, name.startsWith('tier') ? secondary : primary, subject, 'disc');
  const mobile = name.endsWith('-mobile');
  const [w, h] = mobile ? [750, 1000] : [1600, 900];
  return scene(w, h, primary, accent, subject);
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

/** Every shop of every mall's catalogue by slug: its display name and category. */
const SHOPS = new Map(
  TENANTS.flatMap((t) => catalogueOf(t.id)).map(([name, , cat]) => [slugify(name), { name, cat }]),
);

/** Lightens a #rrggbb colour towards white by `k` (0…1): the far end of a shop's backdrop. */
function tint(hex: string, k: number): string {
  const c = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `#${c
    .map((v) =>
      Math.round(v + (255 - v) * k)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * A shop's logo (square: its name typeset as a wordmark on its brand colour) or wide image (its
 * category's object on a backdrop in that colour); shared by every tenant that has the shop.
 */
export function renderShopSvg(file: string): string {
  const wide = file.endsWith('-wide');
  const slug = file.replace(/-wide$/, '');
  const shop = SHOPS.get(slug);
  if (!shop) throw new Error(`media ref for unknown shop ${slug}`);
  const color = PALETTE[hash(slug) % PALETTE.length]!;
  const subject = CATEGORY_SUBJECT[shop.cat];
  if (!subject) throw new Error(`no subject for shop category ${shop.cat}`);
  if (wide) return scene(1200, 600, color, tint(color, 0.55), subject);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><rect width="400" height="400" fill="${color}"/>${wordmark(shop.name, 400, 400, '#ffffff', 3)}</svg>\n`;
}

/** A unit's name under its number: one line, or two when it would not fit the unit's width. */
function unitName(name: string, x: number, y: number): string {
  const text = (line: string, dy: number, size: number) =>
    `<text x="${x}" y="${y + dy}" font-family="Arial, sans-serif" font-size="${size}" fill="#111111" text-anchor="middle">${esc(line)}</text>`;
  if (name.length <= 14) return text(name, 0, 14);
  const middle = name.length / 2;
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index);
  const cut = spaces.sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0];
  if (cut === undefined || name.length <= 17) return text(name, 0, 12);
  return text(name.slice(0, cut), -6, 12) + text(name.slice(cut + 1), 10, 12);
}

/**
 * A floor plan: the floor's outline, its walkways, every shop's area with its unit and name, and
 * the units no shop takes as empty shells. No title in the picture: the page names the floor in
 * the visitor's language.
 */
export function renderFloorplanSvg(t: TenantSeed, level: number): string {
  const index = TENANTS.indexOf(t);
  const shops = buildContent(t, index, new Date()).companies.filter(
    (c) => c.floor === level && c.area,
  );
  const height = planHeight(shops.length);
  const walkways = walkwaysFor(shops.length);
  const rowWidth = PLAN.cols * (PLAN.cellW + PLAN.gap) - PLAN.gap;
  const floor = `<rect x="30" y="${PLAN.y0 - 20}" width="${PLAN.width - 60}" height="${height - PLAN.y0 - PLAN.bottom + 40}" rx="24" fill="#e5e7eb" stroke="#9ca3af" stroke-width="4"/>`;
  const paths = Array.from({ length: walkways }, (_, street) => {
    const y = walkwayTop(street) + PLAN.cellH;
    return `<rect x="${PLAN.x0 - 20}" y="${y + 12}" width="${rowWidth + 40}" height="${PLAN.walkway - 24}" rx="12" fill="#f9fafb"/><line x1="${PLAN.x0}" y1="${y + PLAN.walkway / 2}" x2="${PLAN.x0 + rowWidth}" y2="${y + PLAN.walkway / 2}" stroke="#d1d5db" stroke-width="2" stroke-dasharray="12 10"/>`;
  }).join('');
  const empty = Array.from({ length: walkways * PLAN.cols * 2 }, (_, n) => n)
    .filter((n) => n >= shops.length)
    .map((n) => {
      const a = unitArea(n);
      return `<rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" rx="6" fill="#f3f4f6" stroke="#d1d5db" stroke-width="2"/>`;
    })
    .join('');
  const rects = shops
    .map((c) => {
      const a = c.area!;
      const name = c.translations[0]!['title']!;
      return `<g id="unit-${esc(c.unit ?? c.slug)}" data-slug="${esc(c.slug)}"><rect x="${a.x}" y="${a.y}" width="${a.width}" height="${a.height}" rx="6" fill="#ffffff" stroke="${t.colors.primary}" stroke-width="3"/><text x="${a.x + a.width / 2}" y="${a.y + 40}" font-family="Arial, sans-serif" font-size="18" font-weight="700" fill="${t.colors.primary}" text-anchor="middle">${esc(c.unit ?? '')}</text>${unitName(name, a.x + a.width / 2, a.y + 70)}</g>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${PLAN.width}" height="${height}" viewBox="0 0 ${PLAN.width} ${height}"><rect width="${PLAN.width}" height="${height}" fill="#f3f4f6"/>${floor}${paths}${empty}${rects}</svg>\n`;
}

/** Deletes the files no seed row refers to any more (a renamed shop, a replaced event). */
function prune(outDir: string, refs: Set<string>) {
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    if (!refs.has(`/media/${relative(outDir, file)}`)) rmSync(file);
  }
}

export function generateMedia(outDir = MEDIA_DIR): number {
  let n = 0;
  const refs = collectMediaRefs();
  prune(outDir, refs);
  for (const ref of refs) {
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
