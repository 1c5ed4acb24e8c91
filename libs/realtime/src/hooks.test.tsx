import { act, cleanup, render, screen } from '@testing-library/react';
import Pusher from 'pusher';
import { StrictMode, useState } from 'react';
import { afterEach, describe, expect, inject, it } from 'vitest';

import { configureRealtime, getRealtimeClient } from './client';
import { realtimeStore } from './connection-store';
import {
  useCustomerEvent,
  useMallEvent,
  useParkingEvent,
  useRealtimeConnectionState,
  useRealtimeEvent,
  useRealtimeSignin,
  useRealtimeUserEvent,
} from './hooks';

const fixture = inject('realtimeFixture');
const config = {
  key: fixture.app.key,
  cluster: 'local',
  host: '127.0.0.1',
  port: fixture.gatewayPort,
  forceTLS: false,
};
const sdk = new Pusher({
  appId: fixture.app.id,
  key: fixture.app.key,
  secret: fixture.app.secret,
  host: '127.0.0.1',
  port: String(fixture.gatewayPort),
  useTLS: false,
});

async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${what}`);
    await act(() => new Promise((resolve) => setTimeout(resolve, 25)));
  }
}

async function subscriberCount(channel: string): Promise<number> {
  const res = await sdk.get({
    path: `/channels/${channel}`,
    params: { info: 'subscription_count' },
  });
  return ((await res.json()) as { subscription_count?: number }).subscription_count ?? 0;
}

afterEach(() => {
  cleanup();
  getRealtimeClient()?.disconnect();
});

function Feed({ label, channel }: { label: string; channel: string }) {
  const [items, setItems] = useState<number[]>([]);
  const [done, setDone] = useState(0);
  // A new handler function on every render, as components usually write it.
  useRealtimeEvent<{ n: number }>(channel, 'content.updated', (data) =>
    setItems((list) => [...list, data.n]),
  );
  useRealtimeEvent(channel, 'done', () => setDone((d) => d + 1));
  const state = useRealtimeConnectionState();
  return (
    <p>
      <span data-testid="state">{state}</span>
      <span data-testid="items">{items.join(',')}</span>
      <span data-testid="done">{done}</span>
      <span>{label}</span>
    </p>
  );
}

describe('useRealtimeEvent against the gateway', () => {
  it('delivers each event exactly once across re-renders and StrictMode', async () => {
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl });
    const channel = 'mall-hook-once';
    const { rerender } = render(
      <StrictMode>
        <Feed label="a" channel={channel} />
      </StrictMode>,
    );
    await until(() => screen.getByTestId('state').textContent === 'connected', 'connected');
    await until(async () => (await subscriberCount(channel)) === 1, 'one subscription');

    await sdk.trigger(channel, 'content.updated', { n: 1 });
    await until(() => screen.getByTestId('items').textContent === '1', 'first event');
    for (const label of ['b', 'c', 'd', 'e']) {
      rerender(
        <StrictMode>
          <Feed label={label} channel={channel} />
        </StrictMode>,
      );
    }
    await sdk.trigger(channel, 'content.updated', { n: 2 });
    await sdk.trigger(channel, 'content.updated', { n: 3 });
    await sdk.trigger(channel, 'done', {});
    await until(() => screen.getByTestId('done').textContent === '1', 'done marker');
    expect(screen.getByTestId('items').textContent).toBe('1,2,3');
    expect(await subscriberCount(channel)).toBe(1);
  });

  it('delivers once after an unbind and an immediate re-bind of the same channel', async () => {
    const client = configureRealtime({ config, apiBaseUrl: fixture.apiUrl });
    const channel = 'mall-rebind';
    const got: string[] = [];
    const off = client.bind(channel, 'ping', () => got.push('first'));
    await until(async () => (await subscriberCount(channel)) === 1, 'subscribed');
    off();
    const offAgain = client.bind(channel, 'ping', () => got.push('second'));
    const pusher = await client.connect();
    await until(() => pusher.channel(channel)?.subscribed === true, 'subscribed again');
    expect(await subscriberCount(channel)).toBe(1);
    await sdk.trigger(channel, 'ping', {});
    await sdk.trigger(channel, 'ping', {});
    await until(() => got.length >= 2, 'two events');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(got).toEqual(['second', 'second']);
    offAgain();
  });

  it('unsubscribes when the last component unmounts', async () => {
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl });
    const channel = 'mall-hook-unmount';
    const { unmount } = render(<Feed label="x" channel={channel} />);
    await until(async () => (await subscriberCount(channel)) === 1, 'subscribed');
    unmount();
    await until(async () => (await subscriberCount(channel)) === 0, 'unsubscribed');
  });
});

function Member({ userId, channel }: { userId: string | null; channel: string }) {
  const [points, setPoints] = useState<number[]>([]);
  const [messages, setMessages] = useState(0);
  const [done, setDone] = useState(0);
  useRealtimeSignin(userId);
  useRealtimeEvent<{ balance: number }>(channel, 'points.updated', (d) =>
    setPoints((p) => [...p, d.balance]),
  );
  useRealtimeEvent('mall-beta', 'done', () => setDone((d) => d + 1));
  useRealtimeUserEvent('message.created', () => setMessages((m) => m + 1));
  return (
    <p>
      <span data-testid="points">{points.join(',')}</span>
      <span data-testid="messages">{messages}</span>
      <span data-testid="done">{done}</span>
    </p>
  );
}

describe('private channels and user sign-in', () => {
  it('receives on the own private channel, signs in, and drops the user on logout', async () => {
    let token: string | null = 'token-1';
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl, getToken: () => token });
    const { rerender } = render(<Member userId="1" channel="private-customer-1" />);
    await until(() => realtimeStore.getState().signin.status === 'signed-in', 'signed in');
    await until(
      async () => (await subscriberCount('private-customer-1')) === 1,
      'private subscribed',
    );
    await until(async () => (await subscriberCount('mall-beta')) >= 1, 'public subscribed');

    await sdk.trigger('private-customer-1', 'points.updated', { balance: 50 });
    await until(() => screen.getByTestId('points').textContent === '50', 'points event');
    await sdk.sendToUser('1', 'message.created', { id: 1 });
    await until(() => screen.getByTestId('messages').textContent === '1', 'user event');

    // Logout: token cleared, the component passes null.
    token = null;
    rerender(<Member userId={null} channel="private-customer-1" />);
    expect(realtimeStore.getState().signin).toEqual({ status: 'signed-out' });
    await until(() => realtimeStore.getState().state === 'connected', 'reconnected');
    await until(async () => (await subscriberCount('mall-beta')) >= 1, 'public resubscribed');
    await until(
      () => realtimeStore.getState().subscriptionErrors['private-customer-1']?.status === 401,
      'private channel refused without a token',
    );
    await sdk.sendToUser('1', 'message.created', { id: 2 });
    await sdk.trigger('mall-beta', 'done', {});
    await until(() => screen.getByTestId('done').textContent === '1', 'marker');
    expect(screen.getByTestId('messages').textContent).toBe('1');
  });

  it("records a refused subscription to another customer's channel", async () => {
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl, getToken: () => 'token-1' });
    render(<Member userId="1" channel="private-customer-2" />);
    await until(
      () => realtimeStore.getState().subscriptionErrors['private-customer-2']?.status === 403,
      'refused',
    );
    expect(await subscriberCount('private-customer-2')).toBe(0);
  });

  it('marks the sign-in failed when the API refuses it (no token)', async () => {
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl, getToken: () => null });
    render(<Member userId="1" channel="mall-beta" />);
    await until(() => realtimeStore.getState().signin.status === 'failed', 'sign-in failed');
  });
});

function Validated() {
  const [log, setLog] = useState<string[]>([]);
  useMallEvent('valid', 'content.updated', (d) => setLog((l) => [...l, `content ${d.type}`]));
  useParkingEvent('valid', (d) => setLog((l) => [...l, `free ${d.free}`]));
  useCustomerEvent(1, 'points.updated', (d) => setLog((l) => [...l, `balance ${d.balance}`]));
  return <span data-testid="log">{log.join('; ')}</span>;
}

describe('useMallEvent, useParkingEvent and useCustomerEvent', () => {
  it('deliver validated payloads and drop malformed ones', async () => {
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl, getToken: () => 'token-1' });
    render(<Validated />);
    await until(async () => (await subscriberCount('mall-valid')) === 1, 'mall subscribed');
    await until(async () => (await subscriberCount('cache-parking-valid')) === 1, 'parking');
    await until(async () => (await subscriberCount('private-customer-1')) === 1, 'private');
    await sdk.trigger('mall-valid', 'content.updated', { type: 'news', id: 1 });
    await sdk.trigger('cache-parking-valid', 'parking.updated', { free: 'many', capacity: 10 });
    await sdk.trigger('cache-parking-valid', 'parking.updated', { free: 3, capacity: 10 });
    await sdk.trigger('private-customer-1', 'points.updated', { balance: 1.5 });
    await sdk.trigger('private-customer-1', 'points.updated', { balance: 12 });
    await until(() => screen.getByTestId('log').textContent!.includes('balance 12'), 'events');
    expect(screen.getByTestId('log').textContent).toBe('content news; free 3; balance 12');
  });

  it('useParkingEvent gets the last published count as soon as it subscribes', async () => {
    // Published before anyone listens: the cache channel keeps it for the next subscriber.
    await sdk.trigger('cache-parking-opened', 'parking.updated', { free: 41, capacity: 90 });
    await sdk.trigger('cache-parking-opened', 'parking.updated', { free: 42, capacity: 90 });
    configureRealtime({ config, apiBaseUrl: fixture.apiUrl });
    function Counter() {
      const [free, setFree] = useState<number | null>(null);
      useParkingEvent('opened', (d) => setFree(d.free));
      return <span data-testid="free">{free ?? 'unknown'}</span>;
    }
    render(<Counter />);
    await until(() => screen.getByTestId('free').textContent === '42', 'the cached count');
  });
});
