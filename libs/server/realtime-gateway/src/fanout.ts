// The fan-out of channel events to this gateway's subscribers (gateway.ts deliverLocal).
//
// Each event is framed once (frames.ts) and the same Buffer is written to every subscriber's
// socket: one `write` each, nothing encoded per socket. At 10,000 subscribers that loop takes
// ~100 ms on the 2-core bench machine, three quarters of it the kernel's share of 10,000 TCP
// writes (docs/benchmarks.md, Realtime at scale), so:
//
// - A fan-out starts in a microtask — once the code that delivered the event (a REST request's
//   handler, a Redis message) has returned, before any other I/O — and visits at most
//   `sliceSize` sockets per turn of the event loop, then yields with setImmediate: pings and
//   pongs, REST requests, other gateways' Redis messages and new connections are handled between
//   slices instead of after the whole loop. A channel with at most `sliceSize` subscribers, when
//   nothing is queued, is written in that first microtask.
// - While a fan-out is under way, later events wait in one FIFO queue: every socket gets the
//   events in the order they were delivered here, whichever slice it is in.
// - Consecutive queued events on the same channel with no subscription in between (a
//   triggerBatch, events arriving while a fan-out is under way) go out together: their frames
//   concatenated into one Buffer, one write per socket for all of them.
//
// The subscribers are taken when an event arrives (a socket subscribing later does not get it)
// and checked again when their turn comes (`write` skips one that unsubscribed, closed, or is
// the sender a client event excludes).
import { performance } from 'node:perf_hooks';

export interface FanoutReport {
  channel: string;
  /** Events written together (more than one when queued events were merged). */
  events: number;
  /** Sockets written to (frames sent = events × sockets). */
  sockets: number;
  /** performance.now() of this process at the first and after the last socket of the fan-out. */
  startedAt: number;
  endedAt: number;
}

export interface FanoutOptions<T> {
  /** Sockets visited per turn of the event loop; at least 1. */
  sliceSize: number;
  /** Writes `frame` to `target` when it should still get the channel's events; whether it did. */
  write(target: T, channel: string, frame: Buffer, except: string | undefined): boolean;
  /** After each fan-out (one per event, or per merged run of events). Must not throw. */
  done?(report: FanoutReport): void;
}

export interface Fanout<T> {
  /** Queues `frame` for the current `subscribers` of `channel` (except the socket id `except`). */
  deliver(channel: string, subscribers: Iterable<T>, frame: Buffer, except?: string): void;
  /** Call when a socket subscribes to a channel: later events are not merged with earlier ones. */
  subscribed(): void;
  /** Events queued or being written. */
  pending(): number;
  /** Drops whatever is queued (the gateway is closing). */
  close(): void;
}

interface Job<T> {
  channel: string;
  except: string | undefined;
  targets: T[];
  frames: Buffer[];
  /** Subscriptions seen when the job was queued; an event merges only into the same generation. */
  generation: number;
  /** Index of the next target; 0 and `startedAt` < 0 until the first slice. */
  next: number;
  sent: number;
  startedAt: number;
  frame: Buffer | null;
}

export function createFanout<T>(options: FanoutOptions<T>): Fanout<T> {
  const sliceSize = Math.max(1, Math.floor(options.sliceSize));
  const queue: Job<T>[] = [];
  let generation = 0;
  /** A pump is due: in a microtask (`'microtask'`) or on the next turn of the event loop. */
  let scheduled: NodeJS.Immediate | 'microtask' | null = null;
  let pumping = false;

  function deliver(channel: string, subscribers: Iterable<T>, frame: Buffer, except?: string) {
    const last = queue[queue.length - 1];
    if (
      last &&
      last.startedAt < 0 &&
      last.channel === channel &&
      last.except === except &&
      last.generation === generation
    ) {
      last.frames.push(frame);
      return;
    }
    const targets = Array.from(subscribers);
    if (targets.length === 0) return;
    queue.push({
      channel,
      except,
      targets,
      frames: [frame],
      generation,
      next: 0,
      sent: 0,
      startedAt: -1,
      frame: null,
    });
    // Nothing under way: start once the caller's code has returned, so the other events it
    // delivers on this channel now (a triggerBatch) merge into this one. Otherwise the queue is
    // pumped already (scheduled, or this is a re-entrant call from inside a write).
    if (!scheduled && !pumping) {
      scheduled = 'microtask';
      queueMicrotask(pump);
    }
  }

  /** One slice: up to `sliceSize` sockets, over as many queued jobs as that covers. */
  function pump(): void {
    if (scheduled === null) return; // closed meanwhile
    scheduled = null;
    pumping = true;
    try {
      let budget = sliceSize;
      while (budget > 0 && queue.length > 0) {
        const job = queue[0]!;
        if (job.startedAt < 0) {
          job.startedAt = performance.now();
          job.frame = job.frames.length === 1 ? job.frames[0]! : Buffer.concat(job.frames);
        }
        const end = Math.min(job.targets.length, job.next + budget);
        const frame = job.frame!;
        for (let i = job.next; i < end; i++) {
          if (options.write(job.targets[i]!, job.channel, frame, job.except)) job.sent++;
        }
        budget -= end - job.next;
        job.next = end;
        if (end < job.targets.length) break;
        queue.shift();
        options.done?.({
          channel: job.channel,
          events: job.frames.length,
          sockets: job.sent,
          startedAt: job.startedAt,
          endedAt: performance.now(),
        });
      }
    } finally {
      pumping = false;
      if (queue.length > 0) scheduled = setImmediate(pump);
    }
  }

  return {
    deliver,
    subscribed() {
      generation++;
    },
    pending: () => queue.reduce((n, job) => n + job.frames.length, 0),
    close() {
      if (scheduled && scheduled !== 'microtask') clearImmediate(scheduled);
      scheduled = null;
      queue.length = 0;
    },
  };
}
