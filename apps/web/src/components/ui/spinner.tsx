import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A decorative spinner; the button or region it sits in says what is happening. */
export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle className={cn('size-4 animate-spin', className)} aria-hidden="true" />;
}
