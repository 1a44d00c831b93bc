import type { ReactNode } from 'react';
import { AlertCircle, CheckCircle2, Info } from 'lucide-react';
import { cn } from '@/lib/utils';

export type AlertVariant = 'error' | 'success' | 'info';

const VARIANTS: Record<AlertVariant, { className: string; Icon: typeof Info }> = {
  error: { className: 'border-red-200 bg-red-50 text-red-800', Icon: AlertCircle },
  success: { className: 'border-accent-200 bg-accent-50 text-accent-900', Icon: CheckCircle2 },
  info: { className: 'border-slate-200 bg-slate-50 text-slate-800', Icon: Info },
};

/** An inline message; errors are announced at once (role alert), the others politely. */
export function Alert({
  variant = 'info',
  children,
  className,
}: {
  variant?: AlertVariant;
  children: ReactNode;
  className?: string;
}) {
  const { className: variantClasses, Icon } = VARIANTS[variant];
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      className={cn('flex gap-2 rounded-md border px-3 py-2.5 text-sm', variantClasses, className)}
    >
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">{children}</div>
    </div>
  );
}
