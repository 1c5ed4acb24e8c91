import { NOTIFICATION_DEFAULTS } from '@atrium/domain/constants';
import type { ReactNode } from 'react';
import { create } from 'zustand';

/**
 * Notifications differ from toasts (DESIGN section 8): top right, 300 px wide, 3000 ms, 300 ms
 * animation, no maximum. Used for realtime news (points credited, receipt approved, …).
 */
export type AppNotification = {
  id: string;
  title: ReactNode;
  text?: ReactNode;
  variant: 'info' | 'success' | 'error';
  duration: number;
};

export const useNotificationStore = create<{ notifications: AppNotification[] }>(() => ({
  notifications: [],
}));

let counter = 0;

export function notify(
  title: ReactNode,
  options: Partial<Omit<AppNotification, 'title'>> = {},
): string {
  counter += 1;
  const notification: AppNotification = {
    id: `notification-${counter}`,
    variant: 'info',
    duration: NOTIFICATION_DEFAULTS.durationMs,
    ...options,
    title,
  };
  useNotificationStore.setState((state) => ({
    notifications: [...state.notifications, notification],
  }));
  return notification.id;
}

export function dismissNotification(id: string): void {
  useNotificationStore.setState((state) => ({
    notifications: state.notifications.filter((n) => n.id !== id),
  }));
}
