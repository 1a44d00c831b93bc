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
      richColors
      containerAriaLabel={regionLabel}
      toastOptions={{ closeButtonAriaLabel: closeLabel }}
    />
  );
}
