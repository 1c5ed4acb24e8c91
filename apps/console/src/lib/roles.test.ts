import { describe, expect, it } from 'vitest';

import { areasOf, canSee } from './roles';

describe('areas by role', () => {
  it('gives each role only what its API permissions allow', () => {
    expect(areasOf('owner')).toEqual([
      'receipts',
      'desk',
      'members',
      'inbox',
      'content',
      'staff',
      'settings',
    ]);
    expect(areasOf('desk')).toEqual(['receipts', 'desk', 'members']);
    expect(areasOf('support')).toEqual(['inbox']);
    expect(areasOf('content')).toEqual(['content']);
    expect(canSee('desk', 'content')).toBe(false);
    expect(canSee('support', 'content')).toBe(false);
    expect(canSee('desk', 'inbox')).toBe(false);
    expect(canSee('support', 'desk')).toBe(false);
    expect(canSee('desk', 'staff')).toBe(false);
    expect(canSee('desk', 'settings')).toBe(false);
    expect(canSee('content', 'settings')).toBe(false);
  });
});
