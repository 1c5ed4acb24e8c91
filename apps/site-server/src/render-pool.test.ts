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
});
