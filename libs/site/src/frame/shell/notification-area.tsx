import { NOTIFICATION_DEFAULTS } from '@atrium/domain/constants';
import { CloseIcon } from '@atrium/ui/icons/close-icon';
import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import {
  dismissNotification,
  useNotificationStore,
  type AppNotification,
} from '../../toasts/notification-store';

/** Notifications, top right, 300 px wide, each gone after 3000 ms (spec section 9). */
export function NotificationArea() {
  const notifications = useNotificationStore((state) => state.notifications);
  const { t } = useLingui();
  return (
    <section
      className="notification-area"
      aria-label={t`Notifications`}
      aria-live="polite"
      style={{ width: NOTIFICATION_DEFAULTS.width }}
    >
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} />
      ))}
    </section>
  );
}

function NotificationItem({ notification }: { notification: AppNotification }) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = window.setTimeout(
      () => dismissNotification(notification.id),
      notification.duration,
    );
    return () => window.clearTimeout(timer);
  }, [notification.id, notification.duration]);
  return (
    <div
      className={`notification notification--${notification.variant}`}
      style={{ animationDuration: `${NOTIFICATION_DEFAULTS.speedMs}ms` }}
    >
      <div className="notification__body">
        <p className="notification__title">{notification.title}</p>
        {notification.text && <p className="notification__text">{notification.text}</p>}
      </div>
      <button
        type="button"
        className="notification__close"
        aria-label={t`Close`}
        onClick={() => dismissNotification(notification.id)}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
