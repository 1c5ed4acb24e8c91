import { setImmediate as nextTurn } from 'node:timers/promises';

import { describe, expect, it } from 'vitest';

import { createFanout, type FanoutReport } from './fanout';

interface Target {
  id: string;
  channels: Set<string>;
  got: string[];
}

const target = (id: string, ...channels: string[]): Target => ({
  id,
  channels: new Set(channels),
  got: [],
});

function setup(sliceSize: number) {
  const reports: FanoutReport[] = [];
  const writes: string[] = [];
  const fanout = createFanout<Target>({
    sliceSize,
    write(t, channel, frame, except) {
      if (t.id === except || !t.channels.has(channel)) return false;
      t.got.push(frame.toString());
      writes.push(t.id);
      return true;
    },
    done: (report) => reports.push(report),
  });
  return { fanout, reports, writes };
}

async function drain(fanout: { pending(): number }): Promise<void> {
  while (fanout.pending() > 0) await nextTurn();
}

describe('createFanout', () => {
  it('writes a channel of at most sliceSize sockets in a microtask, before other I/O', async () => {
    const { fanout, reports } = setup(4);
    const targets = ['a', 'b', 'c'].map((id) => target(id, 'ch'));
    fanout.deliver('ch', targets, Buffer.from('e1'));
    expect(targets.map((t) => t.got)).toEqual([[], [], []]);
    await Promise.resolve();
    expect(targets.map((t) => t.got)).toEqual([['e1'], ['e1'], ['e1']]);
    expect(reports).toMatchObject([{ channel: 'ch', events: 1, sockets: 3 }]);
    expect(fanout.pending()).toBe(0);
  });

  it('writes a bigger channel in slices, yielding to the event loop in between', async () => {
    const { fanout, writes } = setup(2);
    const targets = ['a', 'b', 'c', 'd', 'e'].map((id) => target(id, 'ch'));
    fanout.deliver('ch', targets, Buffer.from('e1'));
    await Promise.resolve();
    expect(writes).toEqual(['a', 'b']);
    await nextTurn();
    expect(writes).toEqual(['a', 'b', 'c', 'd']);
    await drain(fanout);
    expect(writes).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('keeps the order of events per socket across slices and channels', async () => {
    const { fanout } = setup(2);
    const targets = ['a', 'b', 'c', 'd', 'e'].map((id) => target(id, 'x', 'y'));
    fanout.deliver('x', targets, Buffer.from('x1'));
    fanout.deliver('y', targets, Buffer.from('y1'));
    fanout.deliver('x', targets, Buffer.from('x2'));
    await drain(fanout);
    for (const t of targets) expect(t.got).toEqual(['x1', 'y1', 'x2']);
  });

  it('merges events delivered together on one channel into one write per socket', async () => {
    const { fanout, reports } = setup(2);
    const targets = ['a', 'b', 'c'].map((id) => target(id, 'ch'));
    fanout.deliver('ch', targets, Buffer.from('e1'));
    fanout.deliver('ch', targets, Buffer.from('e2'));
    await drain(fanout);
    for (const t of targets) expect(t.got).toEqual(['e1e2']);
    expect(reports.map((r) => [r.events, r.sockets])).toEqual([[2, 3]]);
  });

  it('merges events that arrive while a fan-out is under way, not into it', async () => {
    const { fanout, reports } = setup(2);
    const targets = ['a', 'b', 'c'].map((id) => target(id, 'ch'));
    fanout.deliver('ch', targets, Buffer.from('e1'));
    await Promise.resolve(); // e1's first slice
    fanout.deliver('ch', targets, Buffer.from('e2'));
    fanout.deliver('ch', targets, Buffer.from('e3'));
    await drain(fanout);
    for (const t of targets) expect(t.got).toEqual(['e1', 'e2e3']);
    expect(reports.map((r) => [r.events, r.sockets])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it('does not merge across a subscription: the new subscriber gets only the later event', async () => {
    const { fanout } = setup(1);
    const a = target('a', 'ch');
    const b = target('b', 'ch');
    const subscribers = new Set([a, b]);
    fanout.deliver('ch', subscribers, Buffer.from('e1'));
    fanout.deliver('ch', subscribers, Buffer.from('e2'));
    const late = target('late', 'ch');
    subscribers.add(late);
    fanout.subscribed();
    fanout.deliver('ch', subscribers, Buffer.from('e3'));
    await drain(fanout);
    // e1 and e2 together; e3 on its own, taken with the newcomer.
    expect(a.got).toEqual(['e1e2', 'e3']);
    expect(late.got).toEqual(['e3']);
  });

  it('skips a socket that unsubscribed before its turn, and the excepted sender', async () => {
    const { fanout } = setup(1);
    const [a, b, c] = ['a', 'b', 'c'].map((id) => target(id, 'ch')) as [Target, Target, Target];
    fanout.deliver('ch', [a, b, c], Buffer.from('e1'), 'b');
    c.channels.delete('ch');
    await drain(fanout);
    expect([a.got, b.got, c.got]).toEqual([['e1'], [], []]);
  });

  it('drops what is queued on close', async () => {
    const { fanout, writes } = setup(1);
    fanout.deliver('ch', [target('a', 'ch'), target('b', 'ch')], Buffer.from('e1'));
    await Promise.resolve();
    fanout.close();
    await nextTurn();
    expect(writes).toEqual(['a']);
    expect(fanout.pending()).toBe(0);
  });
});
