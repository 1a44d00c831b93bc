import { Toaster as SonnerToaster } from 'sonner';

interface ToasterProps {
  /** Accessible name of the notification region. */
  regionLabel: string;
  closeLabel: string;
}

/** The single toast outlet; see lib/toast.ts for the one-at-a-time and removal rules. */
export function Toaster({ regionLabel, closeLabel }: ToasterProps) {
  return (
    <SonnerToaster
      visibleToasts={1}
      position="bottom-right"
      closeButton
      containerAriaLabel={regionLabel}
      toastOptions={{
        closeButtonAriaLabel: closeLabel,
        // Our own colours instead of sonner's richColors: those fall under WCAG AA contrast.
        classNames: {
          toast: '!bg-white !text-slate-900 !border-slate-300',
          description: '!text-slate-700',
          success: '!bg-emerald-50 !text-emerald-900 !border-emerald-300',
          error: '!bg-red-50 !text-red-900 !border-red-300',
          warning: '!bg-amber-50 !text-amber-900 !border-amber-300',
          info: '!bg-sky-50 !text-sky-900 !border-sky-300',
        },
      }}
    />
  );
}
