import './zod-jitless';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { config } from 'zod/v4/core';

describe('zod-jitless', () => {
  it('makes zod, loaded after it, parse without compiling code (no eval under the CSP)', () => {
    expect(config().jitless).toBe(true);
    const compile = vi.spyOn(globalThis, 'Function');
    expect(z.object({ name: z.string() }).parse({ name: 'Harfa' })).toEqual({ name: 'Harfa' });
    expect(compile).not.toHaveBeenCalled();
  });
});
