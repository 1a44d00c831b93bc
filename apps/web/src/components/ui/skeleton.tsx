import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/utils';

/** A neutral placeholder block shown while something loads. */
export function Skeleton({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}
