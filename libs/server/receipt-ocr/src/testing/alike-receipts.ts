import sharp from 'sharp';

/**
 * Receipts "photographed alike" for the duplicate rule's tests and benchmark
 * (tools/bench/ocr/duplicates.ts): the same white thermal slip, the same centred layout in a
 * proportional font (Liberation Sans or Serif, unlike receipt-image.ts's monospace roll), the same
 * grey-brown table, the same framing — only the shop, IČO, date, time, total, items and receipt
 * number differ. `rephotograph` takes one of them again as a second phone photo would: another
 * angle, light, crop, background and JPEG quality.
 */
export interface AlikeReceipt {
  shop: string;
  /** IČO, 8 digits. */
  companyNumber: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** haléře */
  total: number;
  receiptNumber: string;
  font: 'Liberation Sans' | 'Liberation Serif';
  /** Item lines: name and price in haléře. */
  items: [string, number][];
}

/** Deterministic PRNG (mulberry32), so a seed gives the same set every run. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SHOPS = ['Kavárna Luna', 'Obuv Brno', 'Drogerie Iris', 'Knihy Atrium', 'Sport Plus'];
const GOODS = ['Espresso', 'Croissant', 'Ponožky', 'Šampon', 'Kniha', 'Míč', 'Tričko', 'Čaj'];

/** An IČO with a valid mod-11 check digit. */
function companyNumber(rand: () => number): string {
  const seven = String(1_000_000 + Math.floor(rand() * 8_999_999));
  let sum = 0;
  for (let k = 0; k < 7; k++) sum += Number(seven[k]) * (8 - k);
  return `${seven}${(11 - (sum % 11)) % 10}`;
}

/** The `i`-th receipt of a set: distinct shop/IČO, date, time, total and number for each `i`. */
export function alikeReceipt(seed: number, i: number): AlikeReceipt {
  const rand = mulberry32(seed * 100_003 + i);
  const items: [string, number][] = [];
  const n = 2 + Math.floor(rand() * 4);
  for (let k = 0; k < n; k++) {
    items.push([GOODS[Math.floor(rand() * GOODS.length)]!, 1_000 + Math.floor(rand() * 40_000)]);
  }
  const day = 1 + Math.floor(rand() * 28);
  const month = 1 + Math.floor(rand() * 12);
  return {
    shop: `${SHOPS[i % SHOPS.length]} ${1 + Math.floor(rand() * 90)}`,
    companyNumber: companyNumber(rand),
    date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    time: `${String(8 + Math.floor(rand() * 12)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`,
    total: items.reduce((s, [, p]) => s + p, 0),
    receiptNumber: `${String(i + 1).padStart(4, '0')}-${Math.floor(rand() * 90_000 + 10_000)}`,
    font: rand() < 0.5 ? 'Liberation Sans' : 'Liberation Serif',
    items,
  };
}

const money = (h: number) => `${Math.floor(h / 100)},${String(h % 100).padStart(2, '0')}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The slip alone (420 × 640 px), white, text centred and right-aligned prices. */
function slipSvg(r: AlikeReceipt): string {
  const [y, m, d] = r.date.split('-');
  const lines: string[] = [];
  let at = 50;
  const centre = (text: string, size: number, weight = 'normal') => {
    lines.push(
      `<text x="210" y="${at}" font-size="${size}" font-weight="${weight}" text-anchor="middle">${esc(text)}</text>`,
    );
    at += size + 10;
  };
  const row = (left: string, right: string, size = 20) => {
    lines.push(`<text x="30" y="${at}" font-size="${size}">${esc(left)}</text>`);
    lines.push(
      `<text x="390" y="${at}" font-size="${size}" text-anchor="end">${esc(right)}</text>`,
    );
    at += size + 10;
  };
  centre(r.shop, 26, 'bold');
  centre(`IČO: ${r.companyNumber}`, 20);
  centre('Obchodní centrum, Praha', 18);
  at += 10;
  for (const [name, price] of r.items) row(name, money(price));
  at += 10;
  row('CELKEM Kč', money(r.total), 26);
  at += 10;
  row('Datum', `${Number(d)}.${Number(m)}.${y} ${r.time}`, 18);
  row('Účtenka č.', r.receiptNumber, 18);
  centre('Děkujeme za nákup', 18);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="640"><rect width="420" height="640" fill="#fbfbf7"/><g font-family="${r.font}" fill="#222">${lines.join('')}</g></svg>`;
}

export interface PhotoSetting {
  /** Degrees. */
  angle: number;
  /** 1 = as first taken. */
  brightness: number;
  /** Table colour. */
  background: { r: number; g: number; b: number };
  /** Fraction of each edge cut off the photo (0–0.1). */
  crop: number;
  quality: number;
}

/** How every receipt of the set is first photographed: the same table, light and angle. */
export const FIRST_PHOTO: PhotoSetting = {
  angle: 0,
  brightness: 1,
  background: { r: 150, g: 140, b: 125 },
  crop: 0,
  quality: 85,
};

/** A phone photo (JPEG, 720 × 960 before the crop) of the slip on the table. */
export async function photograph(r: AlikeReceipt, s: PhotoSetting = FIRST_PHOTO): Promise<Buffer> {
  const slip = await sharp(Buffer.from(slipSvg(r)))
    .png()
    .toBuffer()
    .then((png) => sharp(png).rotate(s.angle, { background: { ...s.background, alpha: 0 } }))
    .then((img) => img.png().toBuffer());
  const meta = await sharp(slip).metadata();
  const w = 720;
  const h = 960;
  const left = Math.round((w - meta.width) / 2);
  const top = Math.round((h - meta.height) / 2);
  const table = sharp({ create: { width: w, height: h, channels: 3, background: s.background } });
  let photo = sharp(
    await table
      .composite([{ input: slip, left: Math.max(0, left), top: Math.max(0, top) }])
      .png()
      .toBuffer(),
  ).modulate({ brightness: s.brightness });
  if (s.crop > 0) {
    const dx = Math.round(w * s.crop);
    const dy = Math.round(h * s.crop);
    photo = sharp(await photo.png().toBuffer()).extract({
      left: dx,
      top: dy,
      width: w - 2 * dx,
      height: h - 2 * dy,
    });
  }
  return photo.jpeg({ quality: s.quality }).toBuffer();
}

/** A second photo of a receipt: angle ±5°, light 0.8–1.2, crop 0–6 %, other table, quality 50–90. */
export function rephotoSetting(rand: () => number): PhotoSetting {
  const shade = () => 90 + Math.floor(rand() * 120);
  return {
    angle: (rand() * 2 - 1) * 5,
    brightness: 0.8 + rand() * 0.4,
    background: { r: shade(), g: shade(), b: shade() },
    crop: rand() * 0.06,
    quality: 50 + Math.floor(rand() * 41),
  };
}
