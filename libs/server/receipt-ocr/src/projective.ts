/**
 * Projective (perspective) geometry on raw pixel buffers: the homography that takes four points
 * to four others, and a bilinear resample through it. sharp (libvips) only has affine transforms,
 * and a photo of a receipt taken at an angle is a trapezoid, not a parallelogram, so the warp is
 * done here on the raw buffer (docs/loyalty.md "Reading receipts").
 */

export type Point = readonly [number, number];

/** A 3×3 homography, row-major, h[8] = 1: (x, y) → ((h0x+h1y+h2)/w, (h3x+h4y+h5)/w), w = h6x+h7y+1. */
export type Homography = readonly number[];

/** Solves A·x = b (8×8) by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  for (let c = 0; c < n; c++) {
    let pivot = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r]![c]!) > Math.abs(a[pivot]![c]!)) pivot = r;
    [a[c], a[pivot]] = [a[pivot]!, a[c]!];
    [b[c], b[pivot]] = [b[pivot]!, b[c]!];
    const d = a[c]![c]!;
    if (Math.abs(d) < 1e-12) throw new Error('degenerate quadrilateral');
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = a[r]![c]! / d;
      if (f === 0) continue;
      for (let k = c; k < n; k++) a[r]![k]! -= f * a[c]![k]!;
      b[r]! -= f * b[c]!;
    }
  }
  return b.map((v, i) => v / a[i]![i]!);
}

/** The homography taking `from[i]` to `to[i]` for the four corners. */
export function homography(from: readonly Point[], to: readonly Point[]): Homography {
  const a: number[][] = [];
  const b: number[] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i]!;
    const [u, v] = to[i]!;
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y]);
    b.push(u);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y]);
    b.push(v);
  }
  return [...solve(a, b), 1];
}

export function apply(h: Homography, x: number, y: number): Point {
  const w = h[6]! * x + h[7]! * y + 1;
  return [(h[0]! * x + h[1]! * y + h[2]!) / w, (h[3]! * x + h[4]! * y + h[5]!) / w];
}

export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/**
 * A `width`×`height` image whose pixel (x, y) is `source` at `toSource(x, y)`, bilinear;
 * outside the source, `outside(x, y, channel)` (a background) or `fill`.
 */
export function warp(
  source: RawImage,
  toSource: Homography,
  width: number,
  height: number,
  fill: number | ((x: number, y: number, channel: number) => number) = 255,
): RawImage {
  const { data: src, width: sw, height: sh, channels: ch } = source;
  const out = new Uint8Array(width * height * ch);
  const [h0, h1, h2, h3, h4, h5, h6, h7] = toSource as number[];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const w = h6! * x + h7! * y + 1;
      const sx = (h0! * x + h1! * y + h2!) / w;
      const sy = (h3! * x + h4! * y + h5!) / w;
      const o = (y * width + x) * ch;
      if (sx < 0 || sy < 0 || sx > sw - 1 || sy > sh - 1) {
        for (let c = 0; c < ch; c++) out[o + c] = typeof fill === 'number' ? fill : fill(x, y, c);
        continue;
      }
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      const x1 = Math.min(x0 + 1, sw - 1);
      const y1 = Math.min(y0 + 1, sh - 1);
      const fx = sx - x0;
      const fy = sy - y0;
      for (let c = 0; c < ch; c++) {
        const p00 = src[(y0 * sw + x0) * ch + c]!;
        const p10 = src[(y0 * sw + x1) * ch + c]!;
        const p01 = src[(y1 * sw + x0) * ch + c]!;
        const p11 = src[(y1 * sw + x1) * ch + c]!;
        const top = p00 + (p10 - p00) * fx;
        const bottom = p01 + (p11 - p01) * fx;
        out[o + c] = Math.round(top + (bottom - top) * fy);
      }
    }
  }
  return { data: out, width, height, channels: ch };
}
