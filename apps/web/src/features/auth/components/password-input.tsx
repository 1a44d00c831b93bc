import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { FIELD_CONTROL_CLASSES } from '@/components/ui/input';
import { useHydrated } from '@/lib/use-hydrated';
import { cn } from '@/lib/utils';

/** A password field with a show/hide toggle that keeps its state announced (aria-pressed). */
export function PasswordInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const hydrated = useHydrated();
  const Icon = visible ? EyeOff : Eye;
  return (
    <div className="relative">
      <input
        type={visible ? 'text' : 'password'}
        className={cn(FIELD_CONTROL_CLASSES, 'pr-12', className)}
        {...props}
      />
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => setVisible((value) => !value)}
        aria-pressed={visible}
        aria-controls={props.id}
        aria-label={visible ? t('auth.hidePassword') : t('auth.showPassword')}
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-md text-slate-600 hover:text-slate-900"
      >
        <Icon className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}
