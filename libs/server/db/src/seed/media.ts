/**
 * References to generated demo images. The seed stores `/media/<tenant>/<name>.<ext>`; the API
 * serves those files from `libs/server/db/media` and turns the path into an absolute URL.
 * `generate-media.ts` writes every referenced file (run it after adding a reference).
 */
export type MediaRef = string & { readonly __media?: true };

export function media(tenantId: string, name: string, ext: 'svg' | 'txt' = 'svg'): MediaRef {
  return `/media/${tenantId}/${name}.${ext}`;
}

export const MEDIA_PREFIX = '/media/';
