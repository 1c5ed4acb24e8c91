import { describe, expect, it } from 'vitest';
import { isSlowOrSavingConnection } from './connection';

const nav = (connection?: object) => ({ connection }) as unknown as Navigator;

describe('isSlowOrSavingConnection', () => {
  it('is true with data saver or a 2g connection', () => {
    expect(isSlowOrSavingConnection(nav({ saveData: true, effectiveType: '4g' }))).toBe(true);
    expect(isSlowOrSavingConnection(nav({ effectiveType: '2g' }))).toBe(true);
    expect(isSlowOrSavingConnection(nav({ effectiveType: 'slow-2g' }))).toBe(true);
  });

  it('is false on fast connections and where the browser does not tell', () => {
    expect(isSlowOrSavingConnection(nav({ effectiveType: '4g' }))).toBe(false);
    expect(isSlowOrSavingConnection(nav({ effectiveType: '3g' }))).toBe(false);
    expect(isSlowOrSavingConnection(nav())).toBe(false);
    expect(isSlowOrSavingConnection(undefined)).toBe(false);
  });
});
