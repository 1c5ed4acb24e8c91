import { describe, expect, it } from 'vitest';
import { createLimiter, limitPreloads } from './preload-limit';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createLimiter', () => {
  it('runs at most four tasks at once; the fifth waits for a place', async () => {
    const limiter = createLimiter(4);
    const gates = Array.from({ length: 6 }, deferred);
    const started: number[] = [];
    const runs = gates.map((gate, index) =>
      limiter.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1, 2, 3]);
    expect(limiter.running).toBe(4);
    expect(limiter.waiting).toBe(2);

    gates[1]!.resolve();
    await tick();
    expect(started).toEqual([0, 1, 2, 3, 4]);

    for (const gate of gates) gate.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(limiter.running).toBe(0);
  });

  it('frees the place of a failed task', async () => {
    const limiter = createLimiter(1);
    await expect(limiter.run(() => Promise.reject(new Error('offline')))).rejects.toThrow();
    await expect(limiter.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('limitPreloads', () => {
  it('wraps the router preload so that excess preloads queue', async () => {
    const gate = deferred();
    let active = 0;
    let peak = 0;
    const router = {
      preloadRoute: async (to: string) => {
        active += 1;
        peak = Math.max(peak, active);
        await gate.promise;
        active -= 1;
        return to;
      },
    };
    limitPreloads(router, 4);
    const all = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((to) => router.preloadRoute(to));
    await tick();
    expect(active).toBe(4);
    gate.resolve();
    expect(await Promise.all(all)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(peak).toBe(4);
  });
});
