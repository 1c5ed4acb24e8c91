/**
 * Content images come from the API's `/media/` folder, which makes AVIF and WebP variants at fixed
 * widths (`?w=<width>&format=avif|webp`, apps/api http/media-variants.ts). A `<picture>` offers
 * them with `sizes`, so a phone fetches a small AVIF and a desktop a larger one; browsers without
 * either format take the original. Other addresses (a mall's CDN, a data URL, a bundled picture)
 * are used as they are.
 */

/** The API's widths this site asks for: a phone at 1–3× and a desktop column or the full width. */
export const RESPONSIVE_WIDTHS = [480, 960, 1600] as const;

/** Must match the API's list (http/media-variants.ts `VARIANT_FORMATS`), best first. */
export const RESPONSIVE_FORMATS = ['avif', 'webp'] as const;
export type ResponsiveFormat = (typeof RESPONSIVE_FORMATS)[number];

export type ResponsiveSource = { type: `image/${ResponsiveFormat}`; srcSet: string };

const MEDIA_PICTURE = /^(?:https?:\/\/[^/?#]+)?\/media\/[^?#]+\.(?:svg|png|jpe?g|webp|avif)$/i;

/** `<source>`s for a picture of the API's media folder, best format first; none for others. */
export function responsiveSources(
  src: string | null | undefined,
  widths: readonly number[] = RESPONSIVE_WIDTHS,
): ResponsiveSource[] {
  if (!src || !MEDIA_PICTURE.test(src)) return [];
  return RESPONSIVE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: widths.map((width) => `${src}?w=${width}&format=${format} ${width}w`).join(', '),
  }));
}

/** `sizes` for a picture as wide as the page on phones and `desktop` from 1024 px. */
export function sizesFor(desktop: string): string {
  return `(min-width: 1024px) ${desktop}, 100vw`;
}
