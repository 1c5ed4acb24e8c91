import sharp from 'sharp';

import { isValidCompanyNumber } from '../parse';
import { homography, warp, type Point } from '../projective';

/**
 * Generated phone photos of receipts, for the reading tests and the reading benchmark
 * (tools/bench/ocr/reading.ts). Made apart from `testing/receipt-image.ts` (which the parser was
 * first tuned on): real-life layouts in Czech, Slovak, German and English (shop header with
 * address and IČO/DIČ, receipt number, date and time, item lines, a subtotal, the total, a VAT
 * table, card slip or cash and change lines), amounts in each country's formats, several
 * installed fonts, and a photo of it: the paper turned −10…+10°, seen at a slant (keystone),
 * on wood, a dark or a patterned table, unevenly lit, faded thermal print, blurred, noisy, saved
 * as JPEG of quality 50–90. Deterministic: the same seed, the same photo.
 */

export type Language = 'cs' | 'sk' | 'de' | 'en';
export type Background = 'wood' | 'dark' | 'pattern' | 'grey';

export const FONTS = [
  'DejaVu Sans Mono',
  'Liberation Mono',
  'DejaVu Sans',
  'DejaVu Serif',
  'Liberation Sans',
  'Liberation Serif',
] as const;
export type Font = (typeof FONTS)[number];

export interface ReceiptTruth {
  /** haléře / cents */
  total: number;
  date: string;
  companyNumber: string;
  receiptNumber: string;
}

export interface PhotoConditions {
  language: Language;
  font: Font;
  /** px */
  fontSize: number;
  /** Degrees, positive clockwise. */
  tilt: number;
  /** 0: square on; 0.1: the top edge 10 % narrower than the bottom. */
  keystone: number;
  background: Background;
  /** Print faded to grey, unevenly (worn thermal paper). */
  faded: boolean;
  /** A shadow and a light gradient across the photo. */
  unevenLight: boolean;
  /** Gaussian blur sigma, 0: sharp. */
  blur: number;
  /** Peak amplitude of pixel noise (0–255). */
  noise: number;
  /** JPEG quality 50–90. */
  quality: number;
}

export interface PhonePhoto {
  image: Buffer;
  truth: ReceiptTruth;
  conditions: PhotoConditions;
  /** The receipt's text as printed, one line per row (left and right columns joined). */
  text: string;
}

/** mulberry32: a small deterministic PRNG. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rnd: () => number, items: readonly T[]): T =>
  items[Math.floor(rnd() * items.length)]!;

function companyNumber(rnd: () => number): string {
  for (;;) {
    const seven = String(Math.floor(rnd() * 9_999_999)).padStart(7, '0');
    for (let d = 0; d < 10; d++) if (isValidCompanyNumber(`${seven}${d}`)) return `${seven}${d}`;
  }
}

/** Amount formats by language: [thousands separator, decimal separator]. */
const FORMATS: Record<Language, readonly (readonly [string, string])[]> = {
  cs: [
    [' ', ','],
    ['\u00a0', ','],
    ['\u202f', ','],
    ['', ','],
    ['.', ','],
  ],
  sk: [
    [' ', ','],
    ['\u202f', ','],
    ['', ','],
  ],
  de: [
    ['.', ','],
    ['', ','],
  ],
  en: [
    [',', '.'],
    [' ', '.'],
    ['', '.'],
  ],
};

function money(haler: number, [group, decimal]: readonly [string, string], dash = false): string {
  const whole = String(Math.floor(haler / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  if (dash && haler % 100 === 0) return `${whole}${decimal}-`;
  return `${whole}${decimal}${String(haler % 100).padStart(2, '0')}`;
}

interface Words {
  receipt: string;
  date: string;
  items: readonly string[];
  subtotal: string;
  totals: readonly string[];
  vatHeader: readonly string[];
  vat: string;
  card: string;
  cash: string;
  change: string;
  cardSlip: readonly string[];
  thanks: string;
  currency: string;
  ico: string;
  dic: string;
}

const WORDS: Record<Language, Words> = {
  cs: {
    receipt: 'Účtenka č.',
    date: 'Datum:',
    items: [
      'Káva latte',
      'Tričko bavlna',
      'Kniha',
      'Pečivo',
      'Dárková taška',
      'Sluchátka',
      'Ponožky',
      'Čokoláda',
    ],
    subtotal: 'Mezisoučet',
    totals: ['CELKEM K ÚHRADĚ', 'K úhradě', 'Celkem Kč', 'CELKEM', 'Celková částka'],
    vatHeader: ['Sazba', 'Základ', 'DPH', 'Celkem'],
    vat: 'DPH',
    card: 'Platba kartou',
    cash: 'Hotovost',
    change: 'Vráceno',
    cardSlip: ['VISA **** **** 4821', 'Autorizační kód: 0A41F2', 'Částka'],
    thanks: 'Děkujeme za nákup',
    currency: 'Kč',
    ico: 'IČO:',
    dic: 'DIČ: CZ',
  },
  sk: {
    receipt: 'Pokladničný doklad č.',
    date: 'Dátum:',
    items: ['Káva', 'Tričko', 'Kniha', 'Pečivo', 'Darčeková taška', 'Slúchadlá', 'Ponožky'],
    subtotal: 'Medzisúčet',
    totals: ['SPOLU K ÚHRADE', 'Celkom', 'SPOLU', 'Suma EUR', 'Celková suma'],
    vatHeader: ['Sadzba', 'Základ', 'DPH', 'Spolu'],
    vat: 'DPH',
    card: 'Platba kartou',
    cash: 'Hotovosť',
    change: 'Vrátené',
    cardSlip: ['MASTERCARD **** 7730', 'Autorizačný kód: 88213', 'Suma transakcie'],
    thanks: 'Ďakujeme za nákup',
    currency: 'EUR',
    ico: 'IČO:',
    dic: 'DIČ: CZ',
  },
  de: {
    receipt: 'Bon-Nr.',
    date: 'Datum:',
    items: ['Kaffee', 'T-Shirt', 'Buch', 'Brötchen', 'Geschenktüte', 'Kopfhörer', 'Socken'],
    subtotal: 'Zwischensumme',
    totals: ['Summe EUR', 'ZU ZAHLEN', 'Gesamt', 'Gesamtbetrag', 'Betrag EUR'],
    vatHeader: ['MwSt', 'Netto', 'MwSt', 'Brutto'],
    vat: 'MwSt-Betrag',
    card: 'Kartenzahlung',
    cash: 'Bar gegeben',
    change: 'Rückgeld',
    cardSlip: ['girocard **** 1187', 'Genehmigungs-Nr. 557120', 'Umsatz'],
    thanks: 'Vielen Dank für Ihren Einkauf',
    currency: 'EUR',
    ico: 'IČO:',
    dic: 'DIČ: CZ',
  },
  en: {
    receipt: 'Receipt No.',
    date: 'Date:',
    items: ['Coffee latte', 'T-shirt', 'Book', 'Bread roll', 'Gift bag', 'Headphones', 'Socks'],
    subtotal: 'Subtotal',
    totals: ['TOTAL', 'Total CZK', 'AMOUNT DUE', 'Total to pay'],
    vatHeader: ['Rate', 'Net', 'VAT', 'Gross'],
    vat: 'VAT total',
    card: 'Card payment',
    cash: 'Cash',
    change: 'Change',
    cardSlip: ['VISA **** **** 3301', 'Auth code: 620114', 'Amount'],
    thanks: 'Thank you for shopping',
    currency: 'CZK',
    ico: 'Company ID:',
    dic: 'VAT No. CZ',
  },
};

const SHOPS = [
  ['KNIHKUPECTVÍ LUXOR s.r.o.', 'Václavské nám. 41'],
  ['SPORT PLUS a.s.', 'Na Příkopě 22'],
  ['KAVÁRNA U FONTÁNY', 'OC Atrium, Náměstí 1'],
  ['DROGERIE MODRÁ s.r.o.', 'Vinohradská 151'],
  ['ELEKTRO BOHEMIA', 'Plzeňská 8'],
  ['HRAČKY TEDDY spol. s r.o.', 'Masarykova 17'],
] as const;

/** One printed row: left text, right-aligned text, or columns (right edges at fractions). */
interface Row {
  left?: string;
  right?: string;
  centre?: string;
  columns?: readonly string[];
  bold?: boolean;
}

function receiptRows(rnd: () => number, language: Language, truth: ReceiptTruth, day: Date): Row[] {
  const w = WORDS[language];
  const format = pick(rnd, FORMATS[language]);
  const dash = language !== 'en' && rnd() < 0.5;
  const [shop, street] = pick(rnd, SHOPS);
  const rows: Row[] = [
    { centre: shop, bold: true },
    { centre: street },
    { centre: '110 00 Praha 1' },
  ];
  const ico = truth.companyNumber;
  if (rnd() < 0.5) rows.push({ centre: `${w.ico} ${ico}  ${w.dic}${ico}` });
  else rows.push({ centre: `${w.ico} ${ico}` }, { centre: `${w.dic}${ico}` });
  rows.push({});
  const d = day.getUTCDate();
  const m = day.getUTCMonth() + 1;
  const y = day.getUTCFullYear();
  const p2 = (n: number) => String(n).padStart(2, '0');
  const time = `${p2(8 + Math.floor(rnd() * 12))}:${p2(Math.floor(rnd() * 60))}`;
  const dateText =
    language === 'en'
      ? pick(rnd, [`${p2(d)}/${p2(m)}/${y}`, `${y}-${p2(m)}-${p2(d)}`])
      : pick(rnd, [`${p2(d)}.${p2(m)}.${y}`, `${d}.${m}.${y}`, `${d}. ${m}. ${y}`]);
  rows.push({ left: `${w.receipt} ${truth.receiptNumber}` });
  rows.push({ left: `${w.date} ${dateText}`, right: time });
  rows.push({ left: '-'.repeat(32) });

  // Items adding up to the total.
  const count = 2 + Math.floor(rnd() * 4);
  const items: number[] = [];
  let left = truth.total;
  for (let i = 0; i < count - 1 && left > 200; i++) {
    const part = Math.max(100, Math.round((left * (0.15 + rnd() * 0.4)) / 10) * 10);
    if (part >= left) break;
    items.push(part);
    left -= part;
  }
  items.push(left);
  for (const [i, amount] of items.entries()) {
    const name = w.items[(i + Math.floor(rnd() * 7)) % w.items.length]!;
    if (rnd() < 0.3 && amount % 200 === 0) {
      rows.push({ left: name });
      rows.push({ left: `  2 x ${money(amount / 2, format)}`, right: money(amount, format) });
    } else rows.push({ left: name, right: money(amount, format) });
  }
  rows.push({ left: '-'.repeat(32) });
  if (rnd() < 0.4) rows.push({ left: w.subtotal, right: money(truth.total, format) });
  const label = pick(rnd, w.totals);
  const totalText = money(truth.total, format, dash);
  const withCurrency = rnd() < 0.3 ? `${w.currency} ${totalText}` : totalText;
  if (rnd() < 0.15) rows.push({ left: label, bold: true }, { right: withCurrency, bold: true });
  else rows.push({ left: label, right: withCurrency, bold: true });
  rows.push({});

  // VAT table: the gross of each rate, its base and its tax; a trap for "Celkem"/"Spolu".
  const rate = language === 'de' ? 19 : language === 'sk' ? 20 : 21;
  const base = Math.round(truth.total / (1 + rate / 100));
  rows.push({ columns: w.vatHeader });
  rows.push({
    columns: [
      `${rate} %`,
      money(base, format),
      money(truth.total - base, format),
      money(truth.total, format),
    ],
  });
  rows.push({ left: `${w.vat} ${rate} %`, right: money(truth.total - base, format) });
  rows.push({});

  // Payment: a card slip, or cash given and the change (both traps).
  if (rnd() < 0.5) {
    rows.push({ left: w.card, right: money(truth.total, format) });
    rows.push({ left: w.cardSlip[0] });
    rows.push({ left: w.cardSlip[1] });
    rows.push({ left: w.cardSlip[2], right: `${money(truth.total, format)} ${w.currency}` });
  } else {
    const given = Math.ceil((truth.total + 1) / 50_000) * 50_000;
    rows.push({ left: w.cash, right: money(given, format) });
    rows.push({ left: w.change, right: money(given - truth.total, format) });
  }
  rows.push({});
  rows.push({ centre: w.thanks });
  return rows;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The receipt on its paper, as an RGB raw image. */
async function printReceipt(
  rows: Row[],
  font: Font,
  fontSize: number,
  faded: boolean,
  rnd: () => number,
) {
  const mono = font.includes('Mono');
  const width = Math.round(fontSize * (mono ? 0.6 : 0.55) * 36 + fontSize * 2);
  const lineHeight = Math.round(fontSize * 1.4);
  const height = rows.length * lineHeight + fontSize * 4;
  const margin = fontSize;
  const ink = faded ? 95 + Math.floor(rnd() * 50) : 20 + Math.floor(rnd() * 25);
  const colour = `rgb(${ink},${ink},${ink + (faded ? 12 : 0)})`;
  const parts: string[] = [];
  rows.forEach((row, i) => {
    const y = 2 * fontSize + i * lineHeight;
    const weight = row.bold ? ' font-weight="bold"' : '';
    const text = (x: number, anchor: string, s: string) =>
      `<text x="${x}" y="${y}" text-anchor="${anchor}"${weight} xml:space="preserve">${escapeXml(s)}</text>`;
    if (row.centre) parts.push(text(width / 2, 'middle', row.centre));
    if (row.left) parts.push(text(margin, 'start', row.left));
    if (row.right) parts.push(text(width - margin, 'end', row.right));
    if (row.columns) {
      const edges = [0.2, 0.5, 0.72, 1];
      row.columns.forEach((c, k) =>
        parts.push(text(margin + (width - 2 * margin) * edges[k]!, 'end', c)),
      );
    }
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="rgb(250,249,243)"/><g font-family="${font}" font-size="${fontSize}" fill="${colour}">${parts.join('')}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (faded) {
    // Worn thermal print: the ink fades in broad patches towards the paper's colour.
    const a = rnd() * 6;
    const b = rnd() * 6;
    for (let yy = 0; yy < info.height; yy++)
      for (let xx = 0; xx < info.width; xx++) {
        const f = 0.25 + 0.35 * (0.5 + 0.5 * Math.sin(xx / 90 + a) * Math.cos(yy / 130 + b));
        const o = (yy * info.width + xx) * 3;
        for (let c = 0; c < 3; c++)
          data[o + c] = Math.round(data[o + c]! + (247 - data[o + c]!) * f);
      }
  }
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    channels: 3,
  };
}

function backgroundAt(kind: Background, seed: number): (x: number, y: number, c: number) => number {
  const phase = (seed % 97) / 13;
  switch (kind) {
    case 'wood':
      return (x, y, c) => {
        const grain = Math.sin(x / 7 + Math.sin(y / 60 + phase) * 4) * 18 + Math.sin(x / 31) * 12;
        return Math.max(0, Math.min(255, [150, 100, 60][c]! + grain));
      };
    case 'dark':
      return (x, y, c) => [38, 36, 40][c]! + ((x * 13 + y * 7) % 9);
    case 'pattern':
      return (x, y, c) => {
        const on = (Math.floor(x / 24) + Math.floor(y / 24)) % 2 === 0;
        return on ? [70, 90, 140][c]! : [200, 190, 170][c]!;
      };
    case 'grey':
      return (x, y, c) => 160 + c * 4 + ((x + y) % 5);
  }
}

/** Conditions drawn for the i-th photo of a set. */
export function drawConditions(rnd: () => number): PhotoConditions {
  return {
    language: pick(rnd, ['cs', 'sk', 'de', 'en'] as const),
    font: pick(rnd, FONTS),
    fontSize: 26 + Math.floor(rnd() * 13),
    tilt: Math.round((rnd() * 20 - 10) * 10) / 10,
    keystone: rnd() < 0.5 ? 0 : Math.round(rnd() * 14) / 100,
    background: pick(rnd, ['wood', 'dark', 'pattern', 'grey'] as const),
    faded: rnd() < 0.3,
    unevenLight: rnd() < 0.5,
    blur: rnd() < 0.5 ? 0 : Math.round(rnd() * 12) / 10,
    noise: Math.floor(rnd() * 30),
    quality: 50 + Math.floor(rnd() * 41),
  };
}

/** What is printed: a total (often over 1,000 with grouped thousands), a day, IČO, number. */
export function drawTruth(rnd: () => number): ReceiptTruth {
  const big = rnd() < 0.55;
  let total = big ? 100_000 + Math.floor(rnd() * 900_000) : 1_500 + Math.floor(rnd() * 98_500);
  if (rnd() < 0.25) total -= total % 100;
  const day = new Date(Date.UTC(2026, 0, 1) + Math.floor(rnd() * 330) * 86_400_000);
  const receiptNumber = pick(rnd, [
    () => `2026-${10000 + Math.floor(rnd() * 89999)}`,
    () => String(1000 + Math.floor(rnd() * 8999)),
    () => `A${100000 + Math.floor(rnd() * 899999)}`,
  ])();
  return {
    total,
    date: day.toISOString().slice(0, 10),
    companyNumber: companyNumber(rnd),
    receiptNumber,
  };
}

/** A phone photo of a generated receipt under the given conditions. */
export async function phonePhoto(
  seed: number,
  overrides: Partial<PhotoConditions> = {},
  truthOverrides: Partial<ReceiptTruth> = {},
): Promise<PhonePhoto> {
  const rnd = random(seed * 2_654_435_761);
  const conditions = { ...drawConditions(rnd), ...overrides };
  const truth = { ...drawTruth(rnd), ...truthOverrides };
  const rows = receiptRows(rnd, conditions.language, truth, new Date(`${truth.date}T12:00:00Z`));
  const paper = await printReceipt(
    rows,
    conditions.font,
    conditions.fontSize,
    conditions.faded,
    rnd,
  );

  // The paper's corners in the photo: keystoned (top edge narrower), turned about the centre.
  const pw = paper.width;
  const ph = paper.height;
  const k = (conditions.keystone * pw) / 2;
  const corners: Point[] = [
    [k, 0],
    [pw - k, 0],
    [pw, ph],
    [0, ph],
  ];
  const theta = (conditions.tilt * Math.PI) / 180;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const turned = corners.map(([x, y]) => {
    const dx = x - pw / 2;
    const dy = y - ph / 2;
    return [dx * cos - dy * sin, dx * sin + dy * cos] as const;
  });
  const xs = turned.map((p) => p[0]);
  const ys = turned.map((p) => p[1]);
  const marginX = Math.round(pw * (0.08 + rnd() * 0.15));
  const marginY = Math.round(ph * (0.04 + rnd() * 0.08));
  const minX = Math.min(...xs);
  const minY = Math.min(...ys);
  const width = Math.round(Math.max(...xs) - minX + 2 * marginX);
  const height = Math.round(Math.max(...ys) - minY + 2 * marginY);
  const placed: Point[] = turned.map(([x, y]) => [x - minX + marginX, y - minY + marginY]);
  const photoToPaper = homography(placed, [
    [0, 0],
    [pw, 0],
    [pw, ph],
    [0, ph],
  ]);
  const photo = warp(paper, photoToPaper, width, height, backgroundAt(conditions.background, seed));

  // Light: a gradient across the photo and a soft shadow (a hand, the phone) over part of it.
  const px = photo.data;
  const noise = conditions.noise;
  const gx = rnd() - 0.5;
  const gy = rnd() - 0.5;
  const sx = rnd() * width;
  const sy = rnd() * height;
  const sr = (0.25 + rnd() * 0.3) * Math.max(width, height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      let light = 1;
      if (conditions.unevenLight) {
        light = 0.85 + 0.35 * (gx * (x / width - 0.5) + gy * (y / height - 0.5)) * 2;
        const d = Math.hypot(x - sx, y - sy) / sr;
        if (d < 1) light *= 0.6 + 0.4 * d * d;
      }
      const o = (y * width + x) * 3;
      const n = noise > 0 ? (rnd() - 0.5) * 2 * noise : 0;
      for (let c = 0; c < 3; c++)
        px[o + c] = Math.max(0, Math.min(255, Math.round(px[o + c]! * light + n)));
    }
  let pipeline = sharp(Buffer.from(px.buffer, px.byteOffset, px.length), {
    raw: { width, height, channels: 3 },
  });
  if (conditions.blur >= 0.3) pipeline = pipeline.blur(conditions.blur);
  const image = await pipeline.jpeg({ quality: conditions.quality }).toBuffer();
  const text = rows
    .map((r) => [r.centre, r.left, ...(r.columns ?? []), r.right].filter(Boolean).join('  '))
    .join('\n');
  return { image, truth, conditions, text };
}
