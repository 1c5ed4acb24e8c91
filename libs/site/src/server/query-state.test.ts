import { describe, expect, it } from 'vitest';

import {
  asFetchedNow,
  queryStateScript,
  queryStateScriptOf,
  serializeForScript,
} from './query-state';

describe('the server query state in the browser', () => {
  it('counts successful server data as fetched now, and leaves failed queries alone', () => {
    const state = {
      mutations: [],
      queries: [
        {
          queryKey: ['mall'],
          queryHash: '["mall"]',
          state: { status: 'success', dataUpdatedAt: 1, data: { id: 1 } },
        },
        {
          queryKey: ['faq'],
          queryHash: '["faq"]',
          state: { status: 'error', dataUpdatedAt: 0, error: 'x' },
        },
      ],
    } as unknown as Parameters<typeof asFetchedNow>[0];
    const fresh = asFetchedNow(state, 5000);
    expect(fresh.queries.map((q) => q.state.dataUpdatedAt)).toEqual([5000, 0]);
    expect(state.queries[0]!.state.dataUpdatedAt).toBe(1);
  });

  it('writes JSON that cannot close the inline script', () => {
    expect(serializeForScript({ html: '</script><!--' })).toBe(
      '{"html":"\\u003c/script\\u003e\\u003c!--"}',
    );
  });

  it('escapes every character that could end or break the block, and nothing else', () => {
    const value = { text: 'a<b>c&d\u2028e\u2029f "g" \\ $& é' };
    const escaped = serializeForScript(value);
    expect(escaped).toBe(
      '{"text":"a\\u003cb\\u003ec\\u0026d\\u2028e\\u2029f \\"g\\" \\\\ $\\u0026 é"}',
    );
    expect(JSON.parse(escaped)).toEqual(value);
    expect(queryStateScriptOf(JSON.stringify(value))).toBe(queryStateScript(value));
  });
});
