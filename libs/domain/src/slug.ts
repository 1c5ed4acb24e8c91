/**
 * URL slugs for titles in paths such as `/shop/12/galerie-harfa-cafe`: lowercase ASCII, words
 * joined by dashes, Czech, Slovak and German letters folded (č → c, ß → ss). The id in the path is
 * what identifies the item; the slug is for people and search engines, so a changed title only
 * changes the slug.
 */

const SPECIAL: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  '&': ' and ',
};

export function slugify(text: string, maxLength = 80): string {
  const folded = text
    .toLowerCase()
    .replace(/[ßæœøłđ&]/g, (char) => SPECIAL[char] ?? char)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
  const slug = folded
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/g, '');
  return slug || 'item';
}
