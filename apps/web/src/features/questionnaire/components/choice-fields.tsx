import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
}

interface RadioChoiceProps<T extends string> {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  options: ReadonlyArray<ChoiceOption<T>>;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

/**
 * Native radios in a fieldset: the legend names the group, arrow keys move between options
 * and each whole row is the label, so a tap anywhere on it chooses it (375 px screens).
 */
export function RadioChoice<T extends string>({
  name,
  legend,
  hint,
  options,
  value,
  onChange,
  className,
}: RadioChoiceProps<T>) {
  const hintId = hint ? `${name}-hint` : undefined;
  return (
    <fieldset className={cn('flex flex-col gap-2', className)} aria-describedby={hintId}>
      <legend className="mb-2 text-base font-semibold text-slate-900">{legend}</legend>
      {hint && (
        <p id={hintId} className="-mt-1 mb-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        const checked = value === option.value;
        return (
          <label
            key={option.value}
            htmlFor={id}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 text-sm text-slate-800',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent-600',
              checked
                ? 'border-accent-600 bg-accent-50'
                : 'border-slate-300 bg-white hover:bg-slate-50',
            )}
          >
            <input
              id={id}
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="mt-0.5 size-4 shrink-0 accent-accent-700"
            />
            <span>{option.label}</span>
          </label>
        );
      })}
    </fieldset>
  );
}

interface YesNoChoiceProps {
  name: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: boolean | null;
  yesLabel: string;
  noLabel: string;
  onChange: (value: boolean) => void;
  className?: string;
}

export function YesNoChoice({ value, yesLabel, noLabel, onChange, ...props }: YesNoChoiceProps) {
  return (
    <RadioChoice
      {...props}
      options={[
        { value: 'yes', label: yesLabel },
        { value: 'no', label: noLabel },
      ]}
      value={value === null ? null : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
    />
  );
}
