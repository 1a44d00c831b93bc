import { useEffect, useState } from 'react';
import { fetchIdentityProviders } from '../api/identity-provider';

/**
 * Which external sign-in providers are configured; none while loading or on failure. A plain
 * fetch per mount, not a TanStack query: the standalone sign-in page (auth.html) loads no data
 * layer (issue 18), and this small GET is its only read.
 */
export function useIdentityProviders() {
  const [google, setGoogle] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchIdentityProviders(controller.signal).then(
      (providers) => setGoogle(providers.google === true),
      () => undefined,
    );
    return () => controller.abort();
  }, []);
  return { google };
}
