import { toast } from 'sonner';

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

export function showToast(message: string, options: ShowToastOptions = {}): string | number {
  const { description, variant = 'default', id } = options;
  if (currentToastId !== null && currentToastId !== id) toast.dismiss(currentToastId);

  const notify = variant === 'error' ? toast.error : variant === 'success' ? toast.success : toast;
  const toastId = notify(message, {
    id,
    description,
    onDismiss: (closed) => forget(closed.id),
    onAutoClose: (closed) => forget(closed.id),
  });
  currentToastId = toastId;
  return toastId;
}

/** Dismisses the given toast, or the current one. */
export function dismissToast(id: string | number | null = currentToastId): void {
  if (id === null) return;
  toast.dismiss(id);
  forget(id);
}

function forget(id: string | number): void {
  if (currentToastId === id) currentToastId = null;
}
