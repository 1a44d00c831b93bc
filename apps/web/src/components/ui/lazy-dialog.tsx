import { lazy, Suspense, useState, type ComponentType } from 'react';

/**
 * A dialog whose code (Radix, forms, validation) loads the first time it opens, not with the
 * screen: most visits never open it. Once opened it stays mounted, so closing still animates and
 * hands focus back. `isOpen` reads the dialog's own props (`open`, a selected item…).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  function LazyDialog(props: P) {
    const open = isOpen(props);
    const [hasOpened, setHasOpened] = useState(open);
    // Set during render (React's pattern for state derived from props): no closed frame in between.
    if (open && !hasOpened) setHasOpened(true);
    if (!open && !hasOpened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  }
  return LazyDialog;
}
