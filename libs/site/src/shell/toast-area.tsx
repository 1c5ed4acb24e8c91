import { Toaster } from '@atrium/ui/toast';
import { dismissToast, useToastStore } from '../toasts/toast-store';

/** The toast area, bottom centre (the ui Toaster keeps at most 4 and dismisses after 5000 ms). */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  return <Toaster toasts={toasts} onDismiss={dismissToast} />;
}
