import { useCallback, useEffect, useMemo, useState } from 'react';
import { toHref, type AppLocation, type AppNavigation } from './navigation';

// The shape react-router keeps in history.state, so state survives a reload the same way.
interface HistoryState {
  usr?: unknown;
}

function readLocation(): AppLocation {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state as HistoryState | null)?.usr ?? null;
  return { pathname, search, hash, state };
}

/** Loads a URL as a new document; `replace` keeps the current history entry from staying. */
export type LoadDocument = (href: string, options: { replace: boolean }) => void;

const loadDocument: LoadDocument = (href, { replace }) => {
  if (replace) window.location.replace(href);
  else window.location.assign(href);
};

/**
 * Navigation over `window.history` for a page that renders a few paths itself (auth.html): a
 * target it renders changes the address in place; any other target loads as a new document.
 */
export function useHistoryNavigation(
  rendersPath: (pathname: string) => boolean,
  load: LoadDocument = loadDocument,
): AppNavigation {
  const [location, setLocation] = useState(readLocation);

  useEffect(() => {
    const onPopState = () => setLocation(readLocation());
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const navigate = useCallback<AppNavigation['navigate']>(
    (to, options) => {
      const url = new URL(toHref(to), window.location.href);
      if (url.origin !== window.location.origin || !rendersPath(url.pathname)) {
        load(url.href, { replace: options?.replace === true });
        return;
      }
      const state: HistoryState = { usr: options?.state ?? null };
      if (options?.replace) window.history.replaceState(state, '', url.href);
      else window.history.pushState(state, '', url.href);
      setLocation(readLocation());
    },
    [rendersPath, load],
  );

  return useMemo(() => ({ location, navigate }), [location, navigate]);
}
