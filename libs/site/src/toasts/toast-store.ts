import { TOAST_DURATION_MS, TOAST_MAX } from '@atrium/domain/constants';
import type { ReactNode } from 'react';
import { create } from 'zustand';

/** Toasts (spec sections 4 and 9): bottom centre, at most 4, 5000 ms, success or error, closable. */
export type ToastVariant = 'success' | 'error';

export type AppToast = {
  id: string;
  variant: ToastVariant;
  title: ReactNode;
  description?: ReactNode;
  duration: number;
};

type ToastState = { toasts: AppToast[] };

export const useToastStore = create<ToastState>(() => ({ toasts: [] }));

let counter = 0;

function add(variant: ToastVariant, title: ReactNode, options: Partial<AppToast> = {}): string {
  counter += 1;
  const id = options.id ?? `toast-${counter}`;
  const toast: AppToast = { duration: TOAST_DURATION_MS, ...options, id, variant, title };
  // The oldest toast gives way once more than TOAST_MAX are open.
  useToastStore.setState((state) => ({ toasts: [...state.toasts, toast].slice(-TOAST_MAX) }));
  return id;
}

export function dismissToast(id: string): void {
  useToastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

/** `toast.success(t\`Saved\`)`, `toast.error(error.message)`: callable outside React too. */
export const toast = {
  success: (title: ReactNode, options?: Partial<AppToast>) => add('success', title, options),
  error: (title: ReactNode, options?: Partial<AppToast>) => add('error', title, options),
  dismiss: dismissToast,
};
