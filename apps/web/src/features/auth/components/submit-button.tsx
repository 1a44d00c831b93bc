import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/utils';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}

/** A full-width submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, pendingLabel, children, className }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      disabled={pending}
      aria-disabled={pending}
      className={cn('h-11 w-full', className)}
    >
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
