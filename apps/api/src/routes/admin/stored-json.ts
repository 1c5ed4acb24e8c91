/**
 * A JSON list kept in a settings row (`hero_banner_items`, `footer_items`) as its editor reads it:
 * the items, or none when the row is missing, not JSON or not a list (the site ignores it then).
 */
export function storedJsonList(value: string | undefined): unknown[] {
  try {
    const items: unknown = JSON.parse(value ?? '[]');
    return Array.isArray(items) ? items : [];
  } catch {
    return [];
  }
}
