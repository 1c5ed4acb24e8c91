/**
 * The default image shown when a content image is missing or fails to load: a neutral picture
 * frame, bundled inline (no request).
 */
export const FALLBACK_IMAGE_SRC =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="#e6e6e6"/>' +
      '<path d="M50 82l20-24 14 16 10-12 16 20z" fill="#9e9e9e"/><circle cx="104" cy="44" r="8" fill="#9e9e9e"/></svg>',
  );
