/**
 * The angle a page's text lines are turned by, from the projection profile: the ink pixels'
 * rows, counted along candidate directions, are most sharply peaked (largest sum of squares)
 * when the direction is the lines'. Candidates −12…+12° by 0.5°, then ±0.5° around the best by
 * 0.1°. On a small binarised copy (a few tens of thousands of ink pixels), so a few ms.
 * Tesseract's own orientation detection (OSD) needs the `osd` model, which is not installed
 * (only `@tesseract.js-data/eng`), and only tells quarter turns apart anyway.
 */

export interface InkImage {
  /** 1 where ink, 0 where paper. */
  ink: Uint8Array;
  width: number;
  height: number;
}

function profileScore(
  xs: Int32Array,
  ys: Int32Array,
  count: number,
  degrees: number,
  rows: Float64Array,
): number {
  const a = (degrees * Math.PI) / 180;
  const sin = Math.sin(a);
  const cos = Math.cos(a);
  rows.fill(0);
  const offset = rows.length / 2;
  for (let i = 0; i < count; i++) {
    const r = Math.round(ys[i]! * cos - xs[i]! * sin + offset);
    if (r >= 0 && r < rows.length) rows[r]!++;
  }
  let score = 0;
  for (let r = 0; r < rows.length; r++) score += rows[r]! * rows[r]!;
  return score;
}

/** Degrees the text is turned clockwise (rotate by −angle to straighten), 0 without ink. */
export function skewAngle({ ink, width, height }: InkImage): number {
  let count = 0;
  for (let i = 0; i < ink.length; i++) count += ink[i]!;
  if (count < 50) return 0;
  const xs = new Int32Array(count);
  const ys = new Int32Array(count);
  let k = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (ink[y * width + x]) {
        xs[k] = x;
        ys[k++] = y;
      }
  const rows = new Float64Array(2 * (width + height));
  let best = 0;
  let bestScore = -1;
  for (let d = -12; d <= 12; d += 0.5) {
    const s = profileScore(xs, ys, count, d, rows);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  const coarse = best;
  for (let d = coarse - 0.5; d <= coarse + 0.5; d += 0.1) {
    const s = profileScore(xs, ys, count, d, rows);
    if (s > bestScore) {
      bestScore = s;
      best = d;
    }
  }
  // At the end of the range the profile found no lines (a page of noise): leave it.
  if (Math.abs(coarse) >= 12) return 0;
  return Math.round(best * 10) / 10;
}
