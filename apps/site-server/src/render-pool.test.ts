import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

import { describe, expect, it } from 'vitest';

import { defaultRenderNice, RENDER_NICE, renderWorkerModule, workerEnv } from './render-pool';

describe('render worker environment', () => {
  it('renders with the production React unless the process names a mode', () => {
    expect(workerEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', NODE_ENV: 'production' });
    expect(workerEnv({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(workerEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    expect(workerEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });

  it('takes the nice value of the render threads from RENDER_NICE, 0–19', () => {
    expect(defaultRenderNice({})).toBe(RENDER_NICE);
    expect(defaultRenderNice({ RENDER_NICE: '10' })).toBe(10);
    expect(defaultRenderNice({ RENDER_NICE: '0' })).toBe(0);
    expect(defaultRenderNice({ RENDER_NICE: '-5' })).toBe(RENDER_NICE);
    expect(defaultRenderNice({ RENDER_NICE: 'x' })).toBe(RENDER_NICE);
  });

  it('runs the compiled worker as JavaScript, the source one through tsx', () => {
    expect(
      renderWorkerModule('file:///app/apps/site-server/dist/main.js', ['--enable-source-maps']),
    ).toEqual({
      filename: 'file:///app/apps/site-server/dist/render-worker.js',
      execArgv: ['--enable-source-maps'],
    });
    expect(renderWorkerModule('file:///app/apps/site-server/src/render-pool.ts', [])).toEqual({
      filename: 'file:///app/apps/site-server/src/render-worker.ts',
      execArgv: ['--import', 'tsx'],
    });
    expect(
      renderWorkerModule('file:///w/src/render-pool.ts', ['--import', 'tsx']).execArgv,
    ).toEqual(['--import', 'tsx']);
  });

  it('leaves the process heap sizes out of the worker flags (a worker refuses them)', () => {
    const main = 'file:///app/apps/site-server/dist/main.js';
    const flags = ['--enable-source-maps', '--max-semi-space-size=4', '--max-old-space-size=512'];
    expect(renderWorkerModule(main, flags).execArgv).toEqual(['--enable-source-maps']);
  });

  it('starts a worker under the container command’s flags', async () => {
    // What a render thread gets from the process that the container starts (its Dockerfile CMD).
    const dockerfile = readFileSync(path.join(import.meta.dirname, '../Dockerfile'), 'utf8');
    const command = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    const { execArgv } = renderWorkerModule('file:///app/dist/main.js', command.slice(1, -1));
    const worker = new Worker('require("node:worker_threads").parentPort.postMessage("up")', {
      eval: true,
      execArgv,
    });
    const message = await new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    await worker.terminate();
    expect(message).toBe('up');
  });
});
