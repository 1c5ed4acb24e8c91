/**
 * The receipts queue's keyboard map. Keys act only when focus is not in a text field, a select or
 * an open dialog, and never with Ctrl/Alt/Meta (the browser's own shortcuts stay).
 */
export type QueueAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'approve'
  | 'reject'
  | 'zoom-in'
  | 'zoom-out'
  | 'rotate'
  | 'reset-view'
  | 'help'
  | 'refresh';

export const QUEUE_KEYS: Readonly<Record<string, QueueAction>> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  Enter: 'open',
  a: 'approve',
  r: 'reject',
  '+': 'zoom-in',
  '=': 'zoom-in',
  '-': 'zoom-out',
  o: 'rotate',
  '0': 'reset-view',
  '?': 'help',
  g: 'refresh',
};

export type KeyLike = {
  key: string;
  ctrlKey?: boolean;
  altKey?: boolean;
  metaKey?: boolean;
  target?: EventTarget | null;
};

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function isTyping(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: string; isContentEditable?: boolean; closest?: unknown };
  if (el.isContentEditable) return true;
  if (el.tagName && TYPING_TAGS.has(el.tagName)) return true;
  if (typeof el.closest === 'function') {
    return Boolean((el.closest as (s: string) => unknown)('[role="dialog"]'));
  }
  return false;
}

/** The attribute of a receipt's entry in the queue's list (Enter opens it, as on the page). */
export const QUEUE_ITEM_ATTRIBUTE = 'data-queue-item';

/** A button, link or summary other than a queue entry: Enter is theirs to press. */
function isOtherControl(target: EventTarget | null | undefined): boolean {
  if (!target || typeof target !== 'object') return false;
  const el = target as { tagName?: string; hasAttribute?: unknown };
  if (!el.tagName || !['BUTTON', 'A', 'SUMMARY'].includes(el.tagName)) return false;
  const isItem =
    typeof el.hasAttribute === 'function' &&
    Boolean((el.hasAttribute as (name: string) => boolean).call(el, QUEUE_ITEM_ATTRIBUTE));
  return !isItem;
}

/** The action of a key press, or null when the queue should leave the key alone. */
export function queueActionOf(event: KeyLike): QueueAction | null {
  if (event.ctrlKey || event.altKey || event.metaKey) return null;
  if (isTyping(event.target)) return null;
  const action = QUEUE_KEYS[event.key] ?? null;
  if (action === 'open' && isOtherControl(event.target)) return null;
  return action;
}

/** The index after moving by `step` in a list of `length`, kept within it. */
export function moveIndex(index: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return Math.min(length - 1, Math.max(0, index + step));
}
