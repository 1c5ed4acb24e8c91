import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARMUP_WAIT_MS, warmIntlOffMainThread } from './intl-warmup';

/** A worker that answers when `answer` is called, or never. */
class QuietWorker {
  static last: QuietWorker | undefined;
  onmessage: (() => void) | null = null;
  onerror: (() => void) | null = null;
  received: unknown[] = [];
  constructor() {
    QuietWorker.last = this;
  }
  postMessage(message: unknown) {
    this.received.push(message);
  }
  answer() {
    this.onmessage?.();
  }
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('the Intl warm-up worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is ready as soon as the worker answers, and sends it the page language', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', QuietWorker);
    const ready = warmIntlOffMainThread('cs').ready();
    expect(QuietWorker.last?.received).toEqual(['cs']);
    expect(await settled(ready)).toBe(false);
    QuietWorker.last?.answer();
    expect(await settled(ready)).toBe(true);
  });

  it('waits at most WARMUP_WAIT_MS for a worker that never answers', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('Worker', QuietWorker);
    const ready = warmIntlOffMainThread('en').ready();
    await vi.advanceTimersByTimeAsync(WARMUP_WAIT_MS - 1);
    expect(await settled(ready)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait when workers are refused or absent', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('refused by policy');
        }
      },
    );
    expect(await settled(warmIntlOffMainThread('en').ready())).toBe(true);
    vi.stubGlobal('Worker', undefined);
    expect(await settled(warmIntlOffMainThread('en').ready())).toBe(true);
  });
});
