import { useMemo } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { NavigationProvider, type AppNavigation } from '@/lib/navigation';

/** The root route's element: gives the sign-in pages (lib/navigation) react-router's navigation. */
export function RouterNavigation() {
  const location = useLocation();
  const navigate = useNavigate();
  const value = useMemo<AppNavigation>(
    () => ({
      location: {
        pathname: location.pathname,
        search: location.search,
        hash: location.hash,
        state: location.state as unknown,
      },
      navigate: (to, options) => void navigate(to, options),
    }),
    [location, navigate],
  );
  return (
    <NavigationProvider value={value}>
      <Outlet />
    </NavigationProvider>
  );
}
