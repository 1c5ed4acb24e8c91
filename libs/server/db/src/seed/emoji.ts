/**
 * Fluent Emoji (flat, MIT, Microsoft) from `@iconify-json/fluent-emoji-flat`: the objects the demo
 * images are composed of. Only the generator reads it; the composed files are checked in.
 */
import { createRequire } from 'node:module';

interface IconSet {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
}

const set = createRequire(import.meta.url)('@iconify-json/fluent-emoji-flat/icons.json') as IconSet;

/** The emoji `name` drawn into the box (x, y, size × size), as an SVG fragment. */
export function emoji(name: string, x: number, y: number, size: number): string {
  const icon = set.icons[name];
  if (!icon) throw new Error(`no fluent emoji "${name}"`);
  const w = icon.width ?? set.width ?? 16;
  const h = icon.height ?? set.height ?? 16;
  return `<svg x="${x}" y="${y}" width="${size}" height="${size}" viewBox="0 0 ${w} ${h}">${icon.body}</svg>`;
}
