import { lazy, Suspense, useState } from 'react';
import { dismissToast, useToastStore } from '../toasts/toast-store';

// The radix toast viewport (~6 KB gzipped) is not needed to paint a page: it loads with the first
// toast and then stays mounted, so later toasts (and closing animations) need no loading.
const Toaster = lazy(() =>
  import('@atrium/ui/toast').then((module) => ({ default: module.Toaster })),
);

/** The toast area, bottom centre (the ui Toaster keeps at most 4 and dismisses after 5000 ms). */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const [loaded, setLoaded] = useState(toasts.length > 0);
  if (toasts.length > 0 && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <Toaster toasts={toasts} onDismiss={dismissToast} />
    </Suspense>
  );
}
