import type { toast as sonnerToast } from 'sonner';

/**
 * Toast helpers (spec 01 §2 "Dialogs", spec 02 §9): one toast at a time, gone 500 ms after
 * dismissal at the latest. Showing a toast first dismisses the current one, so a newer message
 * replaces an older one instead of queueing behind it (the Toaster also shows only one).
 * Removal is sonner's: it unmounts a dismissed toast once its exit animation ends, about 200 ms
 * later, which is within the 500 ms budget; toast.test.tsx checks that budget.
 */
export const TOAST_REMOVE_DELAY_MS = 500;

export type ToastVariant = 'default' | 'success' | 'error';

export interface ShowToastOptions {
  description?: string;
  variant?: ToastVariant;
  /** Stable id: showing the same id again updates that toast instead of adding one. */
  id?: string;
}

let currentToastId: string | number | null = null;
let nextToastNumber = 0;

// sonner (8 kB) is in no first paint (issue 18): it loads with the lazy Toaster or the first
// toast, whichever comes first; sonner keeps a toast sent before its Toaster mounts.
let sonner: Promise<typeof sonnerToast> | null = null;

/** Runs after every earlier toast call, in order, once sonner is loaded. */
function withSonner(run: (toast: typeof sonnerToast) => void): void {
  sonner ??= import('sonner').then((module) => module.toast);
  sonner = sonner.then((toast) => {
    // One failing toast must not break the chain for every later one.
    try {
      run(toast);
    } catch (error) {
      console.error(error);
    }
    return toast;
  });
}

export function showToast(message: string, options: ShowToastOptions = {}): string | number {
  const { description, variant = 'default' } = options;
  const id = options.id ?? `toast-${++nextToastNumber}`;
  const previous = currentToastId;
  currentToastId = id;
  withSonner((toast) => {
    if (previous !== null && previous !== id) toast.dismiss(previous);
    const notify =
      variant === 'error' ? toast.error : variant === 'success' ? toast.success : toast;
    notify(message, {
      id,
      description,
      onDismiss: (closed) => forget(closed.id),
      onAutoClose: (closed) => forget(closed.id),
    });
  });
  return id;
}

/** Dismisses the given toast, or the current one. */
export function dismissToast(id: string | number | null = currentToastId): void {
  if (id === null) return;
  forget(id);
  withSonner((toast) => toast.dismiss(id));
}

function forget(id: string | number): void {
  if (currentToastId === id) currentToastId = null;
}
