import { describe, expect, it } from 'vitest';

import { authenticateUser, authorizeChannel, type BroadcastingIdentity } from './broadcasting-auth';
import { signChannel } from './protocol';

// The rules of `authorizeChannel` for identities the host app grants channels to (the API's staff
// sessions); the customer rules are covered end to end in gateway.test.ts and the API's tests.

const app = { key: 'k', secret: 's' };
const SOCKET = '123.456';

const staff: BroadcastingIdentity = { tenantId: 'beta', privateChannels: ['private-staff-beta'] };
const member: BroadcastingIdentity = { customerId: 7, tenantId: 'beta' };

describe('authorizeChannel with granted private channels', () => {
  it('signs a granted private channel with exactly {auth}', () => {
    expect(authorizeChannel(app, staff, SOCKET, 'private-staff-beta')).toEqual({
      ok: true,
      body: { auth: signChannel(app, SOCKET, 'private-staff-beta') },
    });
  });

  it('refuses what was not granted (another mall, a member) with 403', () => {
    expect(authorizeChannel(app, staff, SOCKET, 'private-staff-harfa')).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(authorizeChannel(app, member, SOCKET, 'private-staff-beta')).toMatchObject({
      ok: false,
      status: 403,
    });
  });

  it('grants only plain private channels, whatever the list says', () => {
    const greedy: BroadcastingIdentity = {
      tenantId: 'beta',
      privateChannels: ['presence-staff-beta', 'private-encrypted-staff-beta'],
    };
    for (const channel of greedy.privateChannels ?? []) {
      const result = authorizeChannel(app, greedy, SOCKET, channel, { allowPresence: () => true });
      expect(result, channel).toMatchObject({ ok: false, status: 403 });
    }
  });

  it('gives an identity without a customer id no customer channel, presence or sign-in', () => {
    // `private-customer-` + String(undefined) must not become a channel it may read.
    expect(authorizeChannel(app, staff, SOCKET, 'private-customer-undefined')).toMatchObject({
      ok: false,
      status: 403,
    });
    expect(
      authorizeChannel(app, staff, SOCKET, 'presence-lobby', { allowPresence: () => true }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(authenticateUser(app, staff, SOCKET)).toMatchObject({ ok: false, status: 403 });
  });

  it('keeps the member rules', () => {
    expect(authorizeChannel(app, member, SOCKET, 'private-customer-7')).toMatchObject({ ok: true });
    expect(authenticateUser(app, member, SOCKET)).toMatchObject({ ok: true });
  });
});
