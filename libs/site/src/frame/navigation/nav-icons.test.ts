import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAV_ICON_NAMES } from './nav-icons';

describe('navigation icons', () => {
  it('has a drawing in the sprite for every name NavIcon accepts, and no other', () => {
    const sprite = readFileSync(path.join(import.meta.dirname, 'nav-icons.svg'), 'utf8');
    const symbols = [...sprite.matchAll(/<symbol id="nav-icon-([\w-]+)"/g)].map((m) => m[1]);
    expect([...symbols].sort()).toEqual([...NAV_ICON_NAMES].sort());
  });
});
