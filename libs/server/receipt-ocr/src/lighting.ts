/**
 * Even light and dark print for OCR: each pixel divided by the paper's brightness around it
 * (a flat field), then stretched so the faintest print is black. The paper's brightness is the
 * brightest pixel of each 16×16 block (print strokes are thinner than a block), smoothed over
 * the neighbouring blocks and interpolated back — so a shadow across the receipt or a gradient
 * of light leaves white paper, and faded thermal print (grey on grey) becomes dark on white.
 */

export interface Grey {
  data: Uint8Array;
  width: number;
  height: number;
}

const BLOCK = 16;

export function flattenLight({ data, width, height }: Grey): Grey {
  const bw = Math.ceil(width / BLOCK);
  const bh = Math.ceil(height / BLOCK);
  const blocks = new Float32Array(bw * bh);
  for (let y = 0; y < height; y++) {
    const by = Math.floor(y / BLOCK) * bw;
    for (let x = 0; x < width; x++) {
      const b = by + Math.floor(x / BLOCK);
      const v = data[y * width + x]!;
      if (v > blocks[b]!) blocks[b] = v;
    }
  }
  // Smooth: the median-ish of a 3×3 neighbourhood's maxima (a block of solid print is darker).
  const smooth = new Float32Array(bw * bh);
  const window: number[] = [];
  for (let y = 0; y < bh; y++)
    for (let x = 0; x < bw; x++) {
      window.length = 0;
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const yy = Math.min(bh - 1, Math.max(0, y + dy));
          const xx = Math.min(bw - 1, Math.max(0, x + dx));
          window.push(blocks[yy * bw + xx]!);
        }
      window.sort((a, b) => a - b);
      smooth[y * bw + x] = Math.max(1, window[6]!);
    }
  const ratio = new Float32Array(width * height);
  const histogram = new Array<number>(256).fill(0);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(bh - 1, Math.max(0, y / BLOCK - 0.5));
    const y0 = Math.floor(fy);
    const y1 = Math.min(bh - 1, y0 + 1);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.min(bw - 1, Math.max(0, x / BLOCK - 0.5));
      const x0 = Math.floor(fx);
      const x1 = Math.min(bw - 1, x0 + 1);
      const tx = fx - x0;
      const top = smooth[y0 * bw + x0]! * (1 - tx) + smooth[y0 * bw + x1]! * tx;
      const bottom = smooth[y1 * bw + x0]! * (1 - tx) + smooth[y1 * bw + x1]! * tx;
      const r = Math.min(1, data[y * width + x]! / (top * (1 - ty) + bottom * ty));
      ratio[y * width + x] = r;
      histogram[Math.round(r * 255)]!++;
    }
  }
  // The darkest 0.5 % is black; paper (ratio ≥ 0.9) is white.
  let dark = 0;
  for (let seen = 0, target = width * height * 0.005; dark < 255; dark++) {
    seen += histogram[dark]!;
    if (seen >= target) break;
  }
  const lo = Math.min(dark / 255, 0.6);
  const hi = 0.9;
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    const v = (ratio[i]! - lo) / (hi - lo);
    out[i] = Math.round(255 * Math.min(1, Math.max(0, v)));
  }
  return { data: out, width, height };
}
