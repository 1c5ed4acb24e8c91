import { useHasBeenTrue } from '@atrium/ui/use-has-been-true';
import { dismissToast, useToastStore } from '../../toasts/toast-store';
import { DeferredPart } from './deferred-part';
import { lazyPart } from './lazy-part';

// The radix toast viewport (~6 KB gzipped) is not needed to paint a page: it loads with the first
// toast and then stays mounted, so later toasts (and closing animations) need no loading.
const Toaster = lazyPart(() => import('@atrium/ui/toast').then((module) => module.Toaster));

/** The toast area, bottom centre (the ui Toaster keeps at most 4 and dismisses after 5000 ms). */
export function ToastArea() {
  const toasts = useToastStore((state) => state.toasts);
  const loaded = useHasBeenTrue(toasts.length > 0);
  if (!loaded) return null;
  return (
    <DeferredPart>
      <Toaster toasts={toasts} onDismiss={dismissToast} />
    </DeferredPart>
  );
}
