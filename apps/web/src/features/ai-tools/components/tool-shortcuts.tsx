import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export interface Shortcut {
  to: string;
  label: string;
  description: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  enabled: boolean;
}

const CARD =
  'flex h-full items-start gap-3 rounded-xl border p-4 text-left transition-colors focus-visible:outline-2';

/** Shortcut cards to the tools; a tool whose feature is off is greyed and cannot be followed. */
export function ToolShortcuts({ label, items }: { label: string; items: Shortcut[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={label} className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => {
        const Icon = item.icon;
        const body = (
          <>
            <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <span className="flex flex-col gap-1">
              <span className="text-sm font-semibold">{item.label}</span>
              <span className="text-sm text-slate-600">{item.description}</span>
            </span>
          </>
        );
        return (
          <li key={item.to}>
            {item.enabled ? (
              <Link
                to={item.to}
                className={cn(
                  CARD,
                  'border-slate-200 bg-white text-slate-900 hover:border-accent-300 hover:bg-accent-50',
                )}
              >
                {body}
              </Link>
            ) : (
              <span
                role="link"
                aria-disabled="true"
                className={cn(
                  CARD,
                  'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-500',
                )}
              >
                {body}
                <span className="sr-only"> {t('aiTools.itemUnavailable')}</span>
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
