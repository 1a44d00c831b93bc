import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

interface SubmitButtonProps {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
  className?: string;
}

/** A full-width submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, pendingLabel, children, className }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      disabled={pending || !hydrated}
      aria-disabled={pending}
      // Until the script runs it is disabled but keeps its look (useHydrated).
      className={cn('h-11 w-full', !hydrated && 'disabled:bg-accent-700', className)}
    >
      {pending && <Spinner />}
      {pending ? pendingLabel : children}
    </Button>
  );
}
