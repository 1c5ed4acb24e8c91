import { describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from './runtime-config';

const valid = {
  apiBaseUrl: 'http://localhost:3333',
  settingsUrl: null,
  realtime: { key: 'k', cluster: 'local', host: 'localhost', port: 6001, forceTLS: false },
  buildId: 'b1',
};

describe('parseRuntimeConfig', () => {
  it('accepts what the build writes', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names the bad key', () => {
    expect(() =>
      parseRuntimeConfig({ ...valid, realtime: { ...valid.realtime, port: 'x' } }),
    ).toThrow(/realtime\.port/);
  });

  it('takes an optional Firebase web config for single sign-on, complete or not at all', () => {
    const firebase = { apiKey: 'AIza-key', authDomain: 'mall.firebaseapp.com', projectId: 'mall' };
    expect(parseRuntimeConfig({ ...valid, firebase })).toEqual({ ...valid, firebase });
    expect(parseRuntimeConfig(valid)).not.toHaveProperty('firebase');
    expect(() => parseRuntimeConfig({ ...valid, firebase: { apiKey: 'AIza-key' } })).toThrow(
      /firebase\.authDomain/,
    );
  });
});
