import type { Point } from './projective';

/**
 * Finds the receipt's paper in a photo: the largest bright, colourless region (thermal paper is
 * near white; wood, dark tables and most cloths are darker or coloured), as the quadrilateral of
 * its four extreme corners. Works on a small copy (long side ~360 px), so it costs a few ms.
 * Returns null when the region does not look like one sheet — too small, or not filling the
 * quadrilateral found (a patterned table merged with the paper, a shadow splitting it) — and the
 * caller then reads the photo uncropped (deskew still applies).
 */

export interface SmallRgb {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Otsu's threshold over a histogram of 256 bins. */
export function otsu(histogram: readonly number[]): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * histogram[i]!;
  let sumB = 0;
  let weightB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    weightB += histogram[t]!;
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * histogram[t]!;
    const meanB = sumB / weightB;
    const meanF = (sum - sumB) / weightF;
    const between = weightB * weightF * (meanB - meanF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** The paper's corners (top-left, top-right, bottom-right, bottom-left) in the small image. */
export function findPaper(image: SmallRgb): Point[] | null {
  const { data, width, height } = image;
  const n = width * height;
  // Paper-ness: bright and without colour.
  const score = new Uint8Array(n);
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < n; i++) {
    const r = data[i * 3]!;
    const g = data[i * 3 + 1]!;
    const b = data[i * 3 + 2]!;
    const s = Math.max(
      0,
      Math.min(255, (r + g + b) / 3 - 1.5 * (Math.max(r, g, b) - Math.min(r, g, b))),
    );
    score[i] = s;
    histogram[Math.round(s)]!++;
  }
  // The paper's brightness is not known (shadows, grey tables): Otsu's threshold first, then
  // lower and higher ones; the first region that looks like one sheet wins.
  const t = otsu(histogram);
  for (const threshold of [t, t - 25, t + 25, t - 50, t + 50]) {
    if (threshold < 40 || threshold > 240) continue;
    const mask = new Uint8Array(n);
    for (let i = 0; i < n; i++) mask[i] = score[i]! > threshold ? 1 : 0;
    const quad = sheetIn(
      open(fillHoles(mask, width, height), width, height, OPENING),
      width,
      height,
    );
    if (quad) return quad;
  }
  return null;
}

/**
 * The mask with its holes filled: dark regions not reaching the border (the print on the paper)
 * become mask. The dark side is joined 8-ways, the bright 4-ways, so a checked cloth's dark
 * squares, touching only at their corners, still reach the border and stay dark.
 */
function fillHoles(mask: Uint8Array, width: number, height: number): Uint8Array {
  const out = new Uint8Array(mask.length).fill(1);
  const stack: number[] = [];
  const visit = (p: number) => {
    if (mask[p] === 0 && out[p] === 1) {
      out[p] = 0;
      stack.push(p);
    }
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const p = stack.pop()!;
    const x = p % width;
    const y = (p - x) / width;
    for (let dy = -1; dy <= 1; dy++)
      for (let dx = -1; dx <= 1; dx++) {
        const xx = x + dx;
        const yy = y + dy;
        if (xx >= 0 && yy >= 0 && xx < width && yy < height) visit(yy * width + xx);
      }
  }
  return out;
}

/**
 * Radius of the opening (erode, then dilate) of the bright mask: a patterned cloth's light
 * squares or a stripe of light touching the paper are cut off from it; the paper, ~100× wider
 * on the small copy, keeps its outline.
 */
const OPENING = 5;

function minMax(
  src: Uint8Array,
  width: number,
  height: number,
  r: number,
  erode: boolean,
): Uint8Array {
  const pass = (from: Uint8Array, horizontal: boolean) => {
    const to = new Uint8Array(from.length);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        let v = erode ? 1 : 0;
        for (let d = -r; d <= r && v === (erode ? 1 : 0); d++) {
          const xx = horizontal ? x + d : x;
          const yy = horizontal ? y : y + d;
          const inside = xx >= 0 && yy >= 0 && xx < width && yy < height;
          const m = inside ? from[yy * width + xx]! : 0;
          if (erode ? m === 0 : m === 1) v = erode ? 0 : 1;
        }
        to[y * width + x] = v;
      }
    return to;
  };
  return pass(pass(src, true), false);
}

function open(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  return minMax(minMax(mask, width, height, r, true), width, height, r, false);
}

/** The largest region of the mask as a quadrilateral, if it looks like one sheet of paper. */
function sheetIn(mask: Uint8Array, width: number, height: number): Point[] | null {
  const n = width * height;
  // Largest 4-connected bright component.
  const label = new Int32Array(n).fill(-1);
  const stack: number[] = [];
  let bestId = -1;
  let bestSize = 0;
  for (let start = 0; start < n; start++) {
    if (label[start] !== -1 || mask[start] === 0) continue;
    let size = 0;
    label[start] = start;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop()!;
      size++;
      const x = p % width;
      // Left, right, up, down (no array per pixel: this loop runs on the event loop).
      for (let k = 0; k < 4; k++) {
        const q =
          k === 0
            ? x > 0
              ? p - 1
              : -1
            : k === 1
              ? x < width - 1
                ? p + 1
                : -1
              : p + (k === 2 ? -width : width);
        if (q < 0 || q >= n || label[q] !== -1 || mask[q] === 0) continue;
        label[q] = start;
        stack.push(q);
      }
    }
    if (size > bestSize) {
      bestSize = size;
      bestId = start;
    }
  }
  if (bestId < 0 || bestSize < n * 0.15) return null;
  // Its extreme corners, and its row extents (to measure how well the quadrilateral fits).
  const extremes = [Infinity, -Infinity, -Infinity, Infinity]; // min x+y, max x−y, max x+y, min x−y
  const corners: [[number, number], [number, number], [number, number], [number, number]] = [
    [0, 0],
    [0, 0],
    [0, 0],
    [0, 0],
  ];
  let filled = 0;
  for (let p = 0; p < n; p++) {
    if (label[p] !== bestId) continue;
    const x = p % width;
    const y = (p - x) / width;
    const sum = x + y;
    const diff = x - y;
    if (sum < extremes[0]!) {
      extremes[0] = sum;
      corners[0] = [x, y];
    }
    if (diff > extremes[1]!) {
      extremes[1] = diff;
      corners[1] = [x, y];
    }
    if (sum > extremes[2]!) {
      extremes[2] = sum;
      corners[2] = [x, y];
    }
    if (diff < extremes[3]!) {
      extremes[3] = diff;
      corners[3] = [x, y];
    }
  }
  // Pixels of the quadrilateral (shoelace) against the component with its holes (the print).
  let area = 0;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = corners[i]!;
    const [x2, y2] = corners[(i + 1) % 4]!;
    area += x1 * y2 - x2 * y1;
  }
  area = Math.abs(area) / 2;
  for (let y = 0; y < height; y++) {
    let first = -1;
    let last = -1;
    for (let x = 0; x < width; x++)
      if (label[y * width + x] === bestId) {
        if (first < 0) first = x;
        last = x;
      }
    if (first >= 0) filled += last - first + 1;
  }
  if (area < n * 0.15 || area > n * 0.9 || filled > area * 1.08 || filled < area * 0.92)
    return null;
  const [tl, tr, br, bl] = corners;
  const top = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
  const bottom = Math.hypot(br[0] - bl[0], br[1] - bl[1]);
  const leftSide = Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
  const rightSide = Math.hypot(br[0] - tr[0], br[1] - tr[1]);
  if (Math.min(top, bottom) < 0.6 * Math.max(top, bottom)) return null;
  if (Math.min(leftSide, rightSide) < 0.6 * Math.max(leftSide, rightSide)) return null;
  // A sheet seen at a slant still has corners near right angles; a shadow's or cloth's do not.
  for (let i = 0; i < 4; i++) {
    const [px, py] = corners[(i + 3) % 4]!;
    const [cx, cy] = corners[i]!;
    const [nx, ny] = corners[(i + 1) % 4]!;
    const ax = px - cx;
    const ay = py - cy;
    const bx = nx - cx;
    const by = ny - cy;
    const cos = (ax * bx + ay * by) / (Math.hypot(ax, ay) * Math.hypot(bx, by) || 1);
    if (Math.abs(cos) > Math.sin((20 * Math.PI) / 180)) return null;
  }
  return corners;
}
