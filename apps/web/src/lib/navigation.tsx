import {
  createContext,
  use,
  useMemo,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';

/**
 * The navigation the sign-in pages use (issue 18, round 4). Inside the app it is react-router's
 * (`app/router-navigation.tsx`); on the standalone sign-in page (`auth.html`) it is a few lines
 * over `window.history` (`lib/history-navigation.tsx`), so that page loads no router library.
 * The API is the subset of react-router's the sign-in pages used, with the same meaning.
 */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

export type AppNavigateTarget = string | { pathname: string; search?: string; hash?: string };
export interface AppNavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface AppNavigation {
  location: AppLocation;
  navigate: (to: AppNavigateTarget, options?: AppNavigateOptions) => void;
}

/** Without a provider, links and navigations load the target document (a full page load). */
const documentNavigation: AppNavigation = {
  get location() {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: null };
  },
  navigate: (to, options) => {
    const href = toHref(to);
    if (options?.replace) window.location.replace(href);
    else window.location.assign(href);
  },
};

const NavigationContext = createContext<AppNavigation>(documentNavigation);

export function NavigationProvider({
  value,
  children,
}: {
  value: AppNavigation;
  children: ReactNode;
}) {
  return <NavigationContext value={value}>{children}</NavigationContext>;
}

export function toHref(to: AppNavigateTarget): string {
  if (typeof to === 'string') return to;
  return `${to.pathname}${to.search ?? ''}${to.hash ?? ''}`;
}

export function useAppLocation(): AppLocation {
  return use(NavigationContext).location;
}

export function useAppNavigate(): AppNavigation['navigate'] {
  return use(NavigationContext).navigate;
}

export function useAppSearchParams(): URLSearchParams {
  const { search } = useAppLocation();
  return useMemo(() => new URLSearchParams(search), [search]);
}

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** An `<a href>` that navigates in the page on a plain left click, like react-router's Link. */
export function AppLink({ to, onClick, target, ...props }: AppLinkProps) {
  const { navigate } = use(NavigationContext);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!shouldNavigateInPage(event, target)) return;
    event.preventDefault();
    navigate(to);
  };
  return <a {...props} href={to} target={target} onClick={handleClick} />;
}

/** A modified or middle click, or another target, is left to the browser (new tab, download…). */
function shouldNavigateInPage(event: MouseEvent<HTMLAnchorElement>, target?: string): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}
