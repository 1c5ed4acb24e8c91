/** Story-only sample data (not exported from the package): pictures are inline SVG, no requests. */

export function picture(
  label: string,
  from = '#1f4b99',
  to = '#e4572e',
  ratio: [number, number] = [4, 3],
): string {
  const [w, h] = [ratio[0] * 100, ratio[1] * 100];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<text x="50%" y="50%" font-family="sans-serif" font-size="${h / 8}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}

export function logo(label: string, color = '#1f4b99'): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#fff"/>` +
    `<text x="50%" y="50%" font-family="Georgia, serif" font-weight="bold" font-size="64" fill="${color}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return 'data:image/svg+xml,' + encodeURIComponent(svg);
}

/** An image URL that fails to load without a network request. */
export const BROKEN_IMAGE = 'data:image/png;base64,AAAA';

export const LONG_TITLE =
  'Velký předvánoční výprodej zimních bund, svetrů a doplňků se slevou až 70 % ve všech prodejnách centra';
