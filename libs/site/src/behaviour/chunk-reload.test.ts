// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { isChunkLoadError, reloadOnce } from './chunk-reload';

beforeEach(() => sessionStorage.clear());

describe('chunk reload guard (DESIGN section 8)', () => {
  it('recognises failed lazy chunk loads of Chromium, Firefox and Safari', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Company not found'))).toBe(false);
  });

  it('reloads once, then not again within the time to live', () => {
    let reloads = 0;
    const reload = () => (reloads += 1);
    expect(reloadOnce(10_000, reload)).toBe(true);
    expect(reloadOnce(10_000, reload)).toBe(false);
    expect(reloads).toBe(1);
  });

  it('reloads again once the time to live has passed', () => {
    sessionStorage.setItem('atrium:chunk-reload-at', String(Date.now() - 10_001));
    let reloads = 0;
    expect(reloadOnce(10_000, () => (reloads += 1))).toBe(true);
    expect(reloads).toBe(1);
  });
});
