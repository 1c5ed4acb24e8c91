const MEDIA = '/media/';

/**
 * Seed and content rows store images as `/media/...` paths; responses carry absolute URLs
 * under PUBLIC_URL so the sites (on other origins) can load them.
 */
export function absolutizeMedia<T>(value: T, publicUrl: string): T {
  if (typeof value === 'string') {
    if (value.startsWith(MEDIA)) return (publicUrl + value) as T;
    if (value.includes(`"${MEDIA}`))
      return value.split(`"${MEDIA}`).join(`"${publicUrl}${MEDIA}`) as T;
    return value;
  }
  if (Array.isArray(value)) return value.map((v) => absolutizeMedia(v, publicUrl)) as T;
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = absolutizeMedia(v, publicUrl);
    return out as T;
  }
  return value;
}
