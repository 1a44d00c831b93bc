import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Shared look of text inputs and selects: 44 px tall, red border when aria-invalid. */
export const FIELD_CONTROL_CLASSES = cn(
  'h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900',
  'placeholder:text-slate-400 disabled:cursor-not-allowed disabled:bg-slate-100',
  'focus-visible:border-accent-600 focus-visible:outline-2 focus-visible:outline-offset-0',
  'focus-visible:outline-accent-600 aria-[invalid=true]:border-red-600',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(FIELD_CONTROL_CLASSES, className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(FIELD_CONTROL_CLASSES, 'pr-8', className)} {...props} />;
}
