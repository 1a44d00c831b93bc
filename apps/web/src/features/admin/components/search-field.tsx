import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type SearchFieldProps = {
  label: string;
  value: string;
  /** Called on each keystroke; the list debounces and goes back to its first page. */
  onChange: (value: string) => void;
  className?: string;
};

/** The labelled search box above an admin list. */
export function SearchField({ label, value, onChange, className }: SearchFieldProps) {
  return (
    <label className={cn('block max-w-sm text-sm font-medium text-slate-800', className)}>
      {label}
      <Input
        type="search"
        className="mt-1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}
