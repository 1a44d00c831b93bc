import { useEffect } from 'react';

/** Gives each screen its own tab title, which screen readers announce on navigation. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
