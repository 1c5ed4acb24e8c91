#!/usr/bin/env node
// Blocking time measured in Chromium rather than simulated: `node tools/bench/lighthouse/blocking-time.mjs
// <originA> <originB> <path> [rounds]` loads <path> from two running sites in turn (e.g. two builds
// served by tools/scripts/serve-stack.mjs with different --port-offset), at 412 × 915 with the CPU
// throttled 4×, and prints per load the sum of every long task's time over 50 ms from before the
// first byte to 6 s after load, the `atrium:interactive` mark and the long tasks (start+duration).
// Lighthouse's TBT is simulated from an unthrottled trace; this is the throttled page itself
// (docs/benchmarks.md, 2026-11-28 14:45–16:00 UTC).
import { chromium } from 'playwright-core';
const [a, b, path, rounds = '4'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
async function measure(origin) {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 } });
  await context.addCookies([{ name: 'cookie_consent', value: 'declined:', url: origin }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    globalThis.__long = [];
    new PerformanceObserver((l) => {
      for (const e of l.getEntries())
        globalThis.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(origin + path, { waitUntil: 'load' });
  await page.waitForTimeout(6000);
  const r = await page.evaluate(() => ({
    long: globalThis.__long,
    mark: performance.getEntriesByName('atrium:interactive')[0]?.startTime,
  }));
  await context.close();
  const tbt = r.long.reduce((s, [, d]) => s + Math.max(0, d - 50), 0);
  return {
    tbt,
    mark: Math.round(r.mark ?? -1),
    long: r.long.map(([s, d]) => `${s}+${d}`).join(' '),
  };
}
for (let i = 0; i < +rounds; i++) {
  for (const [name, origin] of [
    ['A', a],
    ['B', b],
  ]) {
    const m = await measure(origin);
    console.log(name, path, 'tbt', m.tbt, 'mark', m.mark, '|', m.long);
  }
}
await browser.close();
