import { describe, expect, it } from 'vitest';

import { workerEnv } from './render-pool';

describe('render worker environment', () => {
  it('renders with the production React unless the process names a mode', () => {
    expect(workerEnv({ PATH: '/bin' })).toEqual({ PATH: '/bin', NODE_ENV: 'production' });
    expect(workerEnv({ NODE_ENV: '' }).NODE_ENV).toBe('production');
    expect(workerEnv({ NODE_ENV: 'test' }).NODE_ENV).toBe('test');
    expect(workerEnv({ NODE_ENV: 'development' }).NODE_ENV).toBe('development');
  });
});
