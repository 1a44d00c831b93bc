import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getMatches } from './use-media-query';

/** Spec 01 §9 / 02 §2: open by default from 768 px, closed below; 1024 px is the medium step. */
export const DESKTOP_MEDIA_QUERY = '(min-width: 768px)';
export const MEDIUM_MEDIA_QUERY = '(min-width: 1024px)';
export const SIDEBAR_WIDTH_PX = 320;
export const HEADER_HEIGHT_PX = 72;

interface SidebarState {
  isOpen: boolean;
  isDesktop: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Closes the sidebar only where it covers the content (under 768 px). */
  closeOnMobile: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function SidebarProvider({ children }: { children: ReactNode }) {
  const [isDesktop, setIsDesktop] = useState(() => getMatches(DESKTOP_MEDIA_QUERY));
  const [isOpen, setOpen] = useState(isDesktop);

  const desktopAtFirstRender = useRef(isDesktop);
  useEffect(() => {
    if (!window.matchMedia) return;
    const list = window.matchMedia(DESKTOP_MEDIA_QUERY);
    // Crossing the breakpoint resets the sidebar to that width's default.
    const reset = (matches: boolean) => {
      setIsDesktop(matches);
      setOpen(matches);
    };
    const onChange = (event: MediaQueryListEvent) => reset(event.matches);
    list.addEventListener('change', onChange);
    // A crossing between the first render and this subscription fired no event for us.
    if (list.matches !== desktopAtFirstRender.current) reset(list.matches);
    return () => list.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => setOpen((open) => !open), []);
  const closeOnMobile = useCallback(() => {
    if (!getMatches(DESKTOP_MEDIA_QUERY)) setOpen(false);
  }, []);

  const value = useMemo(
    () => ({ isOpen, isDesktop, setOpen, toggle, closeOnMobile }),
    [isOpen, isDesktop, toggle, closeOnMobile],
  );
  return <SidebarContext value={value}>{children}</SidebarContext>;
}

export function useSidebar(): SidebarState {
  const state = useContext(SidebarContext);
  if (!state) throw new Error('useSidebar must be used inside SidebarProvider');
  return state;
}
