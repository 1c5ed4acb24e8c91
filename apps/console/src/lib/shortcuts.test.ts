import { describe, expect, it } from 'vitest';

import { moveIndex, queueActionOf } from './shortcuts';

describe('queueActionOf', () => {
  it('maps the queue keys', () => {
    expect(queueActionOf({ key: 'j' })).toBe('next');
    expect(queueActionOf({ key: 'ArrowDown' })).toBe('next');
    expect(queueActionOf({ key: 'k' })).toBe('previous');
    expect(queueActionOf({ key: 'a' })).toBe('approve');
    expect(queueActionOf({ key: 'r' })).toBe('reject');
    expect(queueActionOf({ key: '?' })).toBe('help');
    expect(queueActionOf({ key: '+' })).toBe('zoom-in');
    expect(queueActionOf({ key: 'o' })).toBe('rotate');
    expect(queueActionOf({ key: 'x' })).toBeNull();
  });

  it('opens with Enter on the page or a queue entry, never instead of another button', () => {
    expect(queueActionOf({ key: 'Enter' })).toBe('open');
    const control = (tagName: string, item: boolean) =>
      ({
        tagName,
        closest: () => null,
        hasAttribute: (name: string) => item && name === 'data-queue-item',
      }) as unknown as EventTarget;
    expect(queueActionOf({ key: 'Enter', target: control('BUTTON', true) })).toBe('open');
    expect(queueActionOf({ key: 'Enter', target: control('BUTTON', false) })).toBeNull();
    expect(queueActionOf({ key: 'Enter', target: control('A', false) })).toBeNull();
    expect(queueActionOf({ key: 'Enter', target: control('BODY', false) })).toBe('open');
  });

  it('leaves browser shortcuts and typing alone', () => {
    expect(queueActionOf({ key: 'r', ctrlKey: true })).toBeNull();
    expect(queueActionOf({ key: 'a', metaKey: true })).toBeNull();
    expect(
      queueActionOf({ key: 'a', target: { tagName: 'INPUT' } as unknown as EventTarget }),
    ).toBe(null);
    expect(
      queueActionOf({ key: 'j', target: { tagName: 'TEXTAREA' } as unknown as EventTarget }),
    ).toBeNull();
    const inDialog = { tagName: 'BUTTON', closest: (s: string) => (s ? {} : null) };
    expect(queueActionOf({ key: 'a', target: inDialog as unknown as EventTarget })).toBeNull();
    const onPage = { tagName: 'BUTTON', closest: () => null };
    expect(queueActionOf({ key: 'a', target: onPage as unknown as EventTarget })).toBe('approve');
  });
});

describe('moveIndex', () => {
  it('stays within the list', () => {
    expect(moveIndex(0, -1, 3)).toBe(0);
    expect(moveIndex(1, 1, 3)).toBe(2);
    expect(moveIndex(2, 1, 3)).toBe(2);
    expect(moveIndex(5, 0, 3)).toBe(2);
    expect(moveIndex(0, 1, 0)).toBe(0);
  });
});
