import type { ReactNode } from 'react';

/**
 * A wide table's horizontal scroller. At 375 px it scrolls, so it takes the keyboard focus and
 * is named, for people who cannot scroll with a pointer (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-accent-600"
      role="region"
      aria-label={label}
      tabIndex={0}
    >
      {children}
    </div>
  );
}
