import { TOAST_DURATION_MS } from '@atrium/domain/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { toast, useToastStore } from './toast-store';
import { dismissNotification, notify, useNotificationStore } from './notification-store';

beforeEach(() => {
  useToastStore.setState({ toasts: [] });
  useNotificationStore.setState({ notifications: [] });
});

describe('toasts', () => {
  it('keep at most four, the oldest giving way', () => {
    for (const title of ['one', 'two', 'three', 'four', 'five']) toast.success(title);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual([
      'two',
      'three',
      'four',
      'five',
    ]);
  });

  it('are success or error, last 5000 ms and can be closed', () => {
    const id = toast.error('Upload failed');
    toast.success('Saved');
    const [error, success] = useToastStore.getState().toasts;
    expect(error).toMatchObject({ variant: 'error', duration: TOAST_DURATION_MS });
    expect(success).toMatchObject({ variant: 'success' });
    toast.dismiss(id);
    expect(useToastStore.getState().toasts.map((t) => t.title)).toEqual(['Saved']);
  });
});

describe('notifications', () => {
  it('have no maximum and last 3000 ms', () => {
    const ids = Array.from({ length: 10 }, (_, i) => notify(`n${i}`));
    expect(useNotificationStore.getState().notifications).toHaveLength(10);
    expect(useNotificationStore.getState().notifications[0]?.duration).toBe(3000);
    dismissNotification(ids[0]!);
    expect(useNotificationStore.getState().notifications).toHaveLength(9);
  });
});
