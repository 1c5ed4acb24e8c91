import sharp from 'sharp';

/**
 * Generated receipt photos for tests and the OCR benchmark: a till roll's text rendered to PNG
 * by sharp (SVG text through librsvg with the machine's monospace font), turned by a small angle
 * on a grey table and sprinkled with noise, so OCR works as it would on a careful phone photo.
 */
export interface ReceiptSpec {
  shop: string;
  /** IČO, 8 digits. */
  companyNumber: string;
  /** YYYY-MM-DD */
  date: string;
  /** haléře */
  total: number;
  receiptNumber?: string;
}

export interface PhotoOptions {
  /** Degrees, positive clockwise. */
  rotate?: number;
  /** Peak amplitude of uniform noise added to every channel (0–255). */
  noise?: number;
  /** Seed of the noise and the item lines (the same seed, the same picture). */
  seed?: number;
  /** Font size in px (24, the default, renders about 560 × 760 px). */
  fontSize?: number;
}

/** A small deterministic PRNG (Park–Miller), so a test's pictures are the same every run. */
export function prng(seed: number): () => number {
  let s = seed % 2147483647 || 1;
  return () => (s = (s * 16807) % 2147483647) / 2147483647;
}

const czk = (haler: number) => {
  const whole = Math.floor(haler / 100);
  const cents = String(haler % 100).padStart(2, '0');
  return `${whole.toLocaleString('cs-CZ').replace(/\s/g, ' ')},${cents}`;
};

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The receipt's lines: header, IČO/DIČ, number and date, two or three items, the total. */
export function receiptLines(spec: ReceiptSpec, seed = 1): string[] {
  const rnd = prng(seed);
  const [y, m, d] = spec.date.split('-');
  const names = ['Zbozi', 'Tricko', 'Kava', 'Kniha', 'Darek', 'Sluzba', 'Pecivo'];
  const count = 2 + Math.floor(rnd() * 2);
  const items: number[] = [];
  let left = spec.total;
  for (let i = 0; i < count - 1; i++) {
    const part = Math.max(100, Math.floor((left * (0.2 + rnd() * 0.5)) / 10) * 10);
    if (part >= left) break;
    items.push(part);
    left -= part;
  }
  items.push(left);
  const width = 30;
  const row = (a: string, b: string) =>
    `${a}${' '.repeat(Math.max(1, width - a.length - b.length))}${b}`;
  return [
    spec.shop,
    'OC Atrium, Namesti 1, Praha',
    `ICO: ${spec.companyNumber}`,
    `DIC: CZ${spec.companyNumber}`,
    '',
    `Uctenka c. ${spec.receiptNumber ?? `${y}-${Math.floor(rnd() * 90000 + 10000)}`}`,
    `Datum: ${Number(d)}.${Number(m)}.${y} ${10 + Math.floor(rnd() * 10)}:${String(Math.floor(rnd() * 60)).padStart(2, '0')}`,
    '',
    ...items.map((amount, i) => row(`${names[(i + seed) % names.length]} ${i + 1}`, czk(amount))),
    '-'.repeat(width),
    row('CELKEM Kc', czk(spec.total)),
    row('DPH 21 %', czk(Math.round(spec.total - spec.total / 1.21))),
    '',
    'Dekujeme za nakup',
  ];
}

/** Renders lines of text as a receipt photo (PNG). */
export async function renderLines(lines: string[], opts: PhotoOptions = {}): Promise<Buffer> {
  const fontSize = opts.fontSize ?? 24;
  const lineHeight = Math.round(fontSize * 1.5);
  const width = Math.round(fontSize * 0.62 * 32 + 2 * fontSize * 1.5);
  const height = lines.length * lineHeight + 4 * fontSize;
  const text = lines
    .map(
      (l, i) =>
        `<text x="${fontSize * 1.5}" y="${2 * fontSize + i * lineHeight}" xml:space="preserve" font-family="DejaVu Sans Mono, Liberation Mono, monospace" font-size="${fontSize}" fill="#1d1d1d">${escapeXml(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#fbfaf4"/>${text}</svg>`;
  const turned = await sharp(Buffer.from(svg))
    .rotate(opts.rotate ?? 0, { background: '#c9c9c4' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const amplitude = opts.noise ?? 0;
  if (amplitude > 0) {
    const rnd = prng((opts.seed ?? 1) * 7919);
    const px = turned.data;
    for (let i = 0; i < px.length; i++) {
      px[i] = Math.max(0, Math.min(255, px[i]! + Math.round((rnd() - 0.5) * 2 * amplitude)));
    }
  }
  return sharp(turned.data, { raw: turned.info }).png().toBuffer();
}

/** A generated receipt photo: `receiptLines` rendered, turned and noisy. */
export async function renderReceipt(spec: ReceiptSpec, opts: PhotoOptions = {}): Promise<Buffer> {
  return renderLines(receiptLines(spec, opts.seed ?? 1), opts);
}

/** A photo with no text at all: a grey table with noise (OCR reads nothing). */
export async function renderBlank(seed = 1, width = 600, height = 800): Promise<Buffer> {
  const rnd = prng(seed);
  const px = Buffer.alloc(width * height * 3);
  for (let i = 0; i < px.length; i++) px[i] = 180 + Math.round(rnd() * 40);
  return sharp(px, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}
