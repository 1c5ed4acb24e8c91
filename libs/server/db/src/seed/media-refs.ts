import { buildContent } from './content';
import { extraBadges } from './loyalty';
import { MEDIA_PREFIX } from './media';
import { buildMall } from './malls';
import { buildSettings } from './settings';
import { TENANTS } from './tenants';

/** Every `/media/...` path the demo seed refers to (found by walking the built rows). */
export function collectMediaRefs(): Set<string> {
  const refs = new Set<string>();
  const walk = (v: unknown) => {
    if (typeof v === 'string') {
      if (v.startsWith(MEDIA_PREFIX)) refs.add(v);
      else if (v.includes(`"${MEDIA_PREFIX}`)) {
        for (const m of v.matchAll(/"(\/media\/[^"]+)"/g)) refs.add(m[1]!);
      }
    } else if (Array.isArray(v)) v.forEach(walk);
    else if (v instanceof Date) return;
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  const now = new Date();
  for (const [i, t] of TENANTS.entries()) {
    walk(buildMall(t, now));
    walk(buildSettings(t, { defaultFloorplanId: '' }));
    walk(buildContent(t, i, now));
    walk(extraBadges(t.id));
  }
  return refs;
}
