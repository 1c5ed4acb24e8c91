import { describe, expect, it } from 'vitest';
import { isSsoAvailable } from './sso-availability';

const firebase = { apiKey: 'key', authDomain: 'mall.firebaseapp.com', projectId: 'mall' };

describe('isSsoAvailable', () => {
  it('needs both the setting and an identity provider', () => {
    expect(isSsoAvailable({ is_sso_visible: true }, { firebase })).toBe(true);
    expect(isSsoAvailable({ is_sso_visible: true }, {})).toBe(false);
    expect(isSsoAvailable({ is_sso_visible: false }, { firebase })).toBe(false);
  });
});
