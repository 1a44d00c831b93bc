import { useRouteError } from 'react-router';
import { ErrorFallback } from './error-fallback';

/** errorElement of the route tree: a failed screen (or a chunk that failed to load) lands here. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  return <ErrorFallback error={error} />;
}
